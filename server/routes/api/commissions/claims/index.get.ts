import { defineEventHandler } from 'h3';
import { ClaimListQuery } from '#sdk/schemas/commission';
import { listClaims } from '#server/services/commissions/claims.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'UNIVERSITY', 'ADMIN');
  return listClaims(useApp(), user, validQuery(event, ClaimListQuery));
});
