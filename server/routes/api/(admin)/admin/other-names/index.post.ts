import { defineEventHandler, setResponseStatus } from 'h3';
import { OtherNameFields } from '#sdk/schemas/other-names';
import { addOtherName } from '#server/services/universities/other-names/other-names.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const answer = await addOtherName(useApp(), admin.id, await validBody(event, OtherNameFields));
  setResponseStatus(event, 201);
  return answer;
});
