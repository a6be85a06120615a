import { defineEventHandler } from 'h3';
import { AdminUniversityQuery } from '#sdk/schemas/admin';
import { adminUniversityList } from '#server/services/admin/admin-universities.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return adminUniversityList(useApp(), validQuery(event, AdminUniversityQuery));
});
