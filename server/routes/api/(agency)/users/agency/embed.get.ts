import { defineEventHandler } from 'h3';
import { embedSettings } from '#server/services/agencies/embed.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return { embed: await embedSettings(useApp(), user.id) };
});
