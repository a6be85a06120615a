import { defineEventHandler } from 'h3';
import { StudentProfileUpdate } from '#sdk/schemas/student';
import { updateStudentProfile } from '#server/services/students/student.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  return { student: await updateStudentProfile(useApp(), user.id, await validBody(event, StudentProfileUpdate)) };
});
