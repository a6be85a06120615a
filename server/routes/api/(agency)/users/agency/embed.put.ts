import { defineEventHandler } from 'h3';
import { AgencyEmbedSettings } from '#sdk/schemas/agency';
import { changeEmbedSettings } from '#server/services/agencies/embed.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const settings = await validBody(event, AgencyEmbedSettings);
  return { embed: await changeEmbedSettings(useApp(), user.id, settings) };
});
