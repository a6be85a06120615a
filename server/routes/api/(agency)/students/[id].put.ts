import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { AgencyStudentUpdate } from '#sdk/schemas/student';
import { updateAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  const payload = await validBody(event, AgencyStudentUpdate);
  return { student: await updateAgencyStudent(useApp(), user.id, id, payload) };
});
