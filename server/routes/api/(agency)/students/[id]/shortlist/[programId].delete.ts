import { defineEventHandler } from 'h3';
import { StudentShortlistParams } from '#sdk/schemas/shortlist';
import { removeFromShortlist } from '#server/services/shortlists/shortlist.service.ts';
import { requireAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** Takes a programme off one of the agency's students' shortlist. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id, programId } = validParams(event, StudentShortlistParams);
  const app = useApp();
  return removeFromShortlist(app, (await requireAgencyStudent(app, user.id, id)).id, programId);
});
