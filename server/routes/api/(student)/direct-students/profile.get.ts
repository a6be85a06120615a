import { defineEventHandler } from 'h3';
import { studentProfile } from '#server/services/students/student.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  return { student: await studentProfile(useApp(), user.id) };
});
