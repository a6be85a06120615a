import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { deleteAgency } from '#server/services/admin/admin-agencies.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  return deleteAgency(useApp(), admin.id, validParams(event, IdParams).id);
});
