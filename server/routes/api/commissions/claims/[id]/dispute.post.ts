import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { ClaimDispute } from '#sdk/schemas/commission';
import { stepClaim } from '#server/services/commissions/claims.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const { id } = validParams(event, IdParams);
  const { reason } = await validBody(event, ClaimDispute);
  return stepClaim(useApp(), user, id, 'dispute', reason);
});
