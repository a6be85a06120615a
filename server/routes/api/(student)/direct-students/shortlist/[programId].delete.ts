import { defineEventHandler } from 'h3';
import { ShortlistParams } from '#sdk/schemas/shortlist';
import { removeFromShortlist } from '#server/services/shortlists/shortlist.service.ts';
import { requireStudentRow } from '#server/services/students/student.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** Takes a programme off the signed-in student's shortlist. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const { programId } = validParams(event, ShortlistParams);
  const app = useApp();
  return removeFromShortlist(app, (await requireStudentRow(app.db, user.id)).id, programId);
});
