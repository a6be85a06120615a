import { defineEventHandler } from 'h3';
import { studentProfile } from '../../../services/students/student.service.ts';
import { useApp } from '../../../utils/app.ts';
import { requireUser } from '../../../utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  return { student: await studentProfile(useApp(), user.id) };
});
