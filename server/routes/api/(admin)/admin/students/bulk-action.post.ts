import { defineEventHandler } from 'h3';
import { StudentBulkAction } from '#sdk/schemas/admin';
import { studentBulkAction } from '#server/services/admin/admin-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  return studentBulkAction(useApp(), admin.id, await validBody(event, StudentBulkAction));
});
