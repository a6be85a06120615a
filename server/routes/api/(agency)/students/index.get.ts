import { defineEventHandler } from 'h3';
import { AgencyStudentListQuery } from '#sdk/schemas/student';
import { agencyStudents } from '#server/services/students/agency-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return agencyStudents(useApp(), user.id, validQuery(event, AgencyStudentListQuery));
});
