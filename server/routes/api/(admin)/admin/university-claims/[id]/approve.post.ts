import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { UniversityClaimApproval } from '#sdk/schemas/university-claim';
import { approveClaim } from '#server/services/university-accounts/university-claim.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const { id } = validParams(event, IdParams);
  return { claim: await approveClaim(useApp(), admin, id, await validBody(event, UniversityClaimApproval)) };
});
