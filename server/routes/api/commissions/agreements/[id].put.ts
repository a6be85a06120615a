import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { AgreementPayload } from '#sdk/schemas/commission';
import { updateAgreement } from '#server/services/commissions/agreements.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  return updateAgreement(useApp(), user, id, await validBody(event, AgreementPayload));
});
