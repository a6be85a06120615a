import type { H3Event } from 'h3';
import type { Profile } from '#sdk/schemas/eligibility';
import { requireAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { findStudentByUser } from '#server/services/students/student.repository.ts';
import type { App } from '#server/utils/app.ts';
import { currentUser } from '#server/utils/auth.ts';
import { notFound } from '#server/utils/errors.ts';
import { profileOfStudent } from './student-profile.ts';

/**
 * Whose profile the comparison checks: the signed-in student's, or the agency's own student
 * named by `studentId` (anyone else's, and a `studentId` from anyone but an agency, is a 404);
 * none for other viewers.
 */
export async function comparedProfile(
  app: App,
  event: H3Event,
  studentId: number | undefined,
): Promise<Profile | null> {
  const user = await currentUser(event);
  if (studentId !== undefined) {
    if (user?.userType !== 'AGENCY') notFound('STUDENT_NOT_FOUND');
    return profileOfStudent(await requireAgencyStudent(app, user.id, studentId));
  }
  const student = user?.userType === 'STUDENT' ? await findStudentByUser(app.db, user.id) : undefined;
  return student ? profileOfStudent(student) : null;
}
