import { defineEventHandler } from 'h3';
import { ShortlistParams, ShortlistSave } from '#sdk/schemas/shortlist';
import { saveToShortlist } from '#server/services/shortlists/shortlist.service.ts';
import { requireStudentRow } from '#server/services/students/student.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

/** Saves a programme (and an intake) to the signed-in student's shortlist. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const { programId } = validParams(event, ShortlistParams);
  const body = await validBody(event, ShortlistSave);
  const app = useApp();
  const student = await requireStudentRow(app.db, user.id);
  return saveToShortlist(app, student.id, programId, body, 'STUDENT');
});
