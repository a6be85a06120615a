import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { deleteStudentApplication } from '#server/services/applications/student/student-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  await deleteStudentApplication(useApp(), user.id, validParams(event, IdParams).id);
  return { success: true as const };
});
