import { defineEventHandler } from 'h3';
import { embedSettings } from '../../../../services/agencies/embed.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return { embed: await embedSettings(useApp(), user.id) };
});
