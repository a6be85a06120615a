import { defineEventHandler } from 'h3';
import { ChangePasswordPayload } from '#sdk/schemas/auth';
import { changePassword } from '#server/services/auth/password-change.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requestDevice, requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  const payload = await validBody(event, ChangePasswordPayload);
  return changePassword(useApp(), user.id, payload, requestDevice(event));
});
