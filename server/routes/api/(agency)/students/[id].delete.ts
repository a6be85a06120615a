import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { deactivateAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** Deactivates the student (spec part 2, 7: DELETE deactivates). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  return { student: await deactivateAgencyStudent(useApp(), user.id, id) };
});
