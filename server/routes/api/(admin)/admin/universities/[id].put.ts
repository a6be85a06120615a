import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { UniversityUpdate } from '#sdk/schemas/university';
import { editUniversity } from '#server/services/admin/admin-universities.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const { id } = validParams(event, IdParams);
  return editUniversity(useApp(), admin.id, id, await validBody(event, UniversityUpdate));
});
