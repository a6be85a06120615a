import { defineEventHandler, setResponseStatus } from 'h3';
import { AgreementPayload } from '#sdk/schemas/commission';
import { createAgreement } from '#server/services/commissions/agreements.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const created = await createAgreement(useApp(), user, await validBody(event, AgreementPayload));
  setResponseStatus(event, 201);
  return created;
});
