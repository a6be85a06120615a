import { defineEventHandler } from 'h3';
import { AgreementListQuery } from '#sdk/schemas/commission';
import { listAgreements } from '#server/services/commissions/agreements.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'UNIVERSITY', 'ADMIN');
  return listAgreements(useApp(), user, validQuery(event, AgreementListQuery));
});
