import { defineEventHandler, setResponseStatus } from 'h3';
import { UniversitySetupPayload } from '#sdk/schemas/university';
import { claimUniversity } from '#server/services/university-accounts/university-claim.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

/** The university's setup is a claim an admin verifies (ARCHITECTURE.md, Decisions); its answer is the pending claim. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const payload = await validBody(event, UniversitySetupPayload);
  setResponseStatus(event, 201);
  return { claim: await claimUniversity(useApp(), user.id, payload) };
});
