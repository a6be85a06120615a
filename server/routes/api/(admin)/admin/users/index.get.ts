import { defineEventHandler } from 'h3';
import { AdminUserQuery } from '#sdk/schemas/admin';
import { adminUserList } from '#server/services/admin/admin-users.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return adminUserList(useApp(), validQuery(event, AdminUserQuery));
});
