import { defineEventHandler } from 'h3';
import { LeadAssignmentSettings } from '#sdk/schemas/agency-team';
import { changeLeadAssignment } from '#server/services/agencies/lead-assignment.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return changeLeadAssignment(useApp(), user.id, await validBody(event, LeadAssignmentSettings));
});
