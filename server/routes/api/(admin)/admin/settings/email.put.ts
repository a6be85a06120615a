import { defineEventHandler } from 'h3';
import { EmailSettings } from '#sdk/schemas/settings';
import { changeEmailSettings } from '#server/services/settings/settings.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  return changeEmailSettings(useApp(), admin.id, await validBody(event, EmailSettings));
});
