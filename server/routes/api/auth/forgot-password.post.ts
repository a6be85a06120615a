import { defineEventHandler } from 'h3';
import { ForgotPasswordPayload } from '#sdk/schemas/auth';
import { requestPasswordReset } from '#server/services/auth/password-reset.service.ts';
import { useApp } from '#server/utils/app.ts';
import { clientAddress } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const payload = await validBody(event, ForgotPasswordPayload);
  return requestPasswordReset(useApp(), payload, clientAddress(event));
});
