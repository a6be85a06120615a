import { defineEventHandler } from 'h3';
import { BulkAssignment } from '#sdk/schemas/agency-team';
import { assignInBulk } from '#server/services/agencies/assignment.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return assignInBulk(useApp(), user.id, 'students', await validBody(event, BulkAssignment));
});
