import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { studentApplication } from '#server/services/applications/student/student-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const { id } = validParams(event, IdParams);
  return { application: await studentApplication(useApp(), user.id, id, readerLanguage(event)) };
});
