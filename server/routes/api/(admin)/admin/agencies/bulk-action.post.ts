import { defineEventHandler } from 'h3';
import { AgencyBulkAction } from '#sdk/schemas/admin';
import { agencyBulkAction } from '#server/services/admin/admin-agencies.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  return agencyBulkAction(useApp(), admin.id, await validBody(event, AgencyBulkAction));
});
