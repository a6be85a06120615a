import { defineEventHandler, setResponseStatus } from 'h3';
import { ApiKeyPayload } from '#sdk/schemas/api-keys';
import { createKey } from '#server/services/api-keys/api-keys.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'UNIVERSITY');
  const created = await createKey(useApp(), user.id, await validBody(event, ApiKeyPayload));
  setResponseStatus(event, 201);
  return created;
});
