import { defineEventHandler } from 'h3';
import { AgencyProfileUpdate } from '#sdk/schemas/agency';
import { updateAgencyProfile } from '#server/services/agencies/agency-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const changes = await validBody(event, AgencyProfileUpdate);
  return { agency: await updateAgencyProfile(useApp(), user.id, changes) };
});
