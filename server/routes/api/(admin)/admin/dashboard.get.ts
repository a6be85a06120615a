import { defineEventHandler } from 'h3';
import { adminDashboard } from '#server/services/admin/admin-dashboard.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return adminDashboard(useApp());
});
