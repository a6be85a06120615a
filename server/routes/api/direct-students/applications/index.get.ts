import { defineEventHandler } from 'h3';
import { StudentApplicationListQuery } from '#sdk/schemas/application';
import { listStudentApplications } from '../../../../services/applications/student-applications.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';
import { validQuery } from '../../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  return listStudentApplications(useApp(), user.id, validQuery(event, StudentApplicationListQuery));
});
