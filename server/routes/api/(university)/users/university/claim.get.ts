import { defineEventHandler } from 'h3';
import { ownClaim } from '#server/services/university-accounts/university-claim.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

/** The account's verification: its claim (pending, approved or rejected with a reason), or null. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  return { claim: await ownClaim(useApp(), user.id) };
});
