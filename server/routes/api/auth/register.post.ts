import { defineEventHandler, setResponseStatus } from 'h3';
import { RegisterPayload } from '#sdk/schemas/auth';
import { pageOrigin } from '#server/services/agencies/embed-origin.ts';
import { register } from '#server/services/auth/auth.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requestDevice } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const payload = await validBody(event, RegisterPayload);
  const answer = await register(useApp(), payload, pageOrigin(event), requestDevice(event));
  setResponseStatus(event, 201);
  return answer;
});
