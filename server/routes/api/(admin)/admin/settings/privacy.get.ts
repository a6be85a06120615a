import { defineEventHandler } from 'h3';
import { privacySettings } from '#server/services/settings/settings.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return privacySettings(useApp());
});
