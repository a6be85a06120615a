import { defineEventHandler, setResponseStatus } from 'h3';
import { AgencySetupPayload } from '#sdk/schemas/agency';
import { setupAgency } from '#server/services/agencies/agency-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const payload = await validBody(event, AgencySetupPayload);
  setResponseStatus(event, 201);
  return { agency: await setupAgency(useApp(), user.id, payload) };
});
