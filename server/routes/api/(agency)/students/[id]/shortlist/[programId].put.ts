import { defineEventHandler } from 'h3';
import { ShortlistSave, StudentShortlistParams } from '#sdk/schemas/shortlist';
import { saveToShortlist } from '#server/services/shortlists/shortlist.service.ts';
import { requireAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

/** Saves a programme (and an intake) to one of the agency's students' shortlist. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id, programId } = validParams(event, StudentShortlistParams);
  const body = await validBody(event, ShortlistSave);
  const app = useApp();
  const student = await requireAgencyStudent(app, user.id, id);
  return saveToShortlist(app, student.id, programId, body, 'AGENCY');
});
