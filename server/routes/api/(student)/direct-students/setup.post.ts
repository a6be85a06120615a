import { defineEventHandler, setResponseStatus } from 'h3';
import { StudentSetupPayload } from '#sdk/schemas/student';
import { setupStudent } from '#server/services/students/student.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const { student, created } = await setupStudent(useApp(), user, await validBody(event, StudentSetupPayload));
  setResponseStatus(event, created ? 201 : 200);
  return { student };
});
