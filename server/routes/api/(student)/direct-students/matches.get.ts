import { defineEventHandler } from 'h3';
import { MatchesQuery } from '#sdk/schemas/eligibility';
import { studentMatches } from '#server/services/eligibility/eligibility.service.ts';
import { requireStudentRow } from '#server/services/students/student.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

/** The signed-in student's matching programmes, best first. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const query = validQuery(event, MatchesQuery);
  const app = useApp();
  return studentMatches(app, await requireStudentRow(app.db, user.id), query);
});
