import { defineEventHandler } from 'h3';
import { AdminStudentQuery } from '#sdk/schemas/admin';
import { adminStudentList } from '#server/services/admin/admin-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return adminStudentList(useApp(), validQuery(event, AdminStudentQuery));
});
