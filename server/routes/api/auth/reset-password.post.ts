import { defineEventHandler } from 'h3';
import { ResetPasswordPayload } from '#sdk/schemas/auth';
import { resetPassword } from '#server/services/auth/password-reset.service.ts';
import { useApp } from '#server/utils/app.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const payload = await validBody(event, ResetPasswordPayload);
  return resetPassword(useApp(), payload);
});
