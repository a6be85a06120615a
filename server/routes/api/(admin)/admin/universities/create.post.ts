import { defineEventHandler, setResponseStatus } from 'h3';
import { UniversityForm } from '#sdk/schemas/university';
import { createUniversity } from '#server/services/admin/admin-universities.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const form = await validBody(event, UniversityForm);
  setResponseStatus(event, 201);
  return createUniversity(useApp(), admin.id, form);
});
