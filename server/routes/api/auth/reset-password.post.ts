import { defineEventHandler } from 'h3';
import { ResetPasswordPayload } from '#sdk/schemas/auth';
import { resetPassword } from '#server/services/auth/password-reset.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requestDevice } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const payload = await validBody(event, ResetPasswordPayload);
  return resetPassword(useApp(), payload, requestDevice(event));
});
