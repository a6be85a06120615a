import { defineEventHandler } from 'h3';
import { LoginPayload } from '#sdk/schemas/auth';
import { login } from '../../../services/auth/auth.service.ts';
import { useApp } from '../../../utils/app.ts';
import { clientAddress } from '../../../utils/auth.ts';
import { validBody } from '../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const payload = await validBody(event, LoginPayload);
  return login(useApp(), payload, clientAddress(event));
});
