import { defineEventHandler } from 'h3';
import { AgencyEmbedSettings } from '#sdk/schemas/agency';
import { changeEmbedSettings } from '../../../../services/agencies/embed.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';
import { validBody } from '../../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const settings = await validBody(event, AgencyEmbedSettings);
  return { embed: await changeEmbedSettings(useApp(), user.id, settings) };
});
