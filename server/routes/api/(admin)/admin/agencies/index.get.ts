import { defineEventHandler } from 'h3';
import { AdminAgencyQuery } from '#sdk/schemas/admin';
import { adminAgencyList } from '#server/services/admin/admin-agencies.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return adminAgencyList(useApp(), validQuery(event, AdminAgencyQuery));
});
