import { defineEventHandler } from 'h3';
import { LoginPayload } from '#sdk/schemas/auth';
import { login } from '#server/services/auth/auth.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requestDevice } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const payload = await validBody(event, LoginPayload);
  return login(useApp(), payload, requestDevice(event));
});
