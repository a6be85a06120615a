import { defineEventHandler } from 'h3';
import { AdminAgencyUpdate } from '#sdk/schemas/agency';
import { IdParams } from '#sdk/schemas/common';
import { editAgency } from '#server/services/admin/admin-agencies.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const { id } = validParams(event, IdParams);
  return editAgency(useApp(), admin.id, id, await validBody(event, AdminAgencyUpdate));
});
