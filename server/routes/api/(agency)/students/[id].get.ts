import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { agencyStudent } from '#server/services/students/agency-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  return { student: await agencyStudent(useApp(), user.id, id) };
});
