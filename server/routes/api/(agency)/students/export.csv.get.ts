import { defineEventHandler } from 'h3';
import { AgencyStudentExportQuery } from '#sdk/schemas/student';
import { exportAgencyStudents } from '#server/services/students/student-export.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return exportAgencyStudents(useApp(), event, user.id, validQuery(event, AgencyStudentExportQuery));
});
