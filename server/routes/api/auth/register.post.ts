import { defineEventHandler, setResponseStatus } from 'h3';
import { RegisterPayload } from '#sdk/schemas/auth';
import { register } from '../../../services/auth/auth.service.ts';
import { useApp } from '../../../utils/app.ts';
import { validBody } from '../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const payload = await validBody(event, RegisterPayload);
  setResponseStatus(event, 201);
  return register(useApp(), payload);
});
