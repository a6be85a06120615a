import { defineEventHandler } from 'h3';
import { SecuritySettings } from '#sdk/schemas/two-factor';
import { changeSecuritySettings } from '#server/services/settings/settings.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  return changeSecuritySettings(useApp(), admin.id, await validBody(event, SecuritySettings));
});
