import { defineEventHandler, setResponseStatus } from 'h3';
import { AdminStudentPayload } from '#sdk/schemas/student';
import { createStudent } from '#server/services/admin/admin-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const form = await validBody(event, AdminStudentPayload);
  setResponseStatus(event, 201);
  return createStudent(useApp(), admin.id, form);
});
