import { defineEventHandler } from 'h3';
import { AdminUserQuery } from '#sdk/schemas/admin';
import { adminUserList } from '../../../../services/admin/admin-users.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';
import { validQuery } from '../../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return adminUserList(useApp(), validQuery(event, AdminUserQuery));
});
