import { defineEventHandler, setResponseStatus } from 'h3';
import { AdminAgencyCreate } from '#sdk/schemas/agency';
import { createAgency } from '#server/services/admin/admin-agencies.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const form = await validBody(event, AdminAgencyCreate);
  setResponseStatus(event, 201);
  return createAgency(useApp(), admin.id, form);
});
