import { defineEventHandler } from 'h3';
import { AdminStudentUpdate } from '#sdk/schemas/student';
import { IdParams } from '#sdk/schemas/common';
import { editStudent } from '#server/services/admin/admin-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const { id } = validParams(event, IdParams);
  return editStudent(useApp(), admin.id, id, await validBody(event, AdminStudentUpdate));
});
