import { defineEventHandler } from 'h3';
import { UniversityBulkAction } from '#sdk/schemas/admin';
import { universityBulkAction } from '#server/services/admin/admin-universities.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  return universityBulkAction(useApp(), admin.id, await validBody(event, UniversityBulkAction));
});
