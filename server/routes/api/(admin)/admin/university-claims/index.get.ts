import { defineEventHandler } from 'h3';
import { UniversityClaimListQuery } from '#sdk/schemas/university-claim';
import { adminClaims } from '#server/services/university-accounts/university-claim.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return adminClaims(useApp(), validQuery(event, UniversityClaimListQuery));
});
