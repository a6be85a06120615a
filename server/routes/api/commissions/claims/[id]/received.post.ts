import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { stepClaim } from '#server/services/commissions/claims.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return stepClaim(useApp(), user, validParams(event, IdParams).id, 'received');
});
