import { defineEventHandler } from 'h3';
import { shortlistOf } from '#server/services/shortlists/shortlist.service.ts';
import { requireStudentRow } from '#server/services/students/student.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

/** The signed-in student's shortlist, with what their agency saved for them. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const app = useApp();
  return shortlistOf(app, (await requireStudentRow(app.db, user.id)).id);
});
