import { defineEventHandler } from 'h3';
import { StudentApplicationListQuery } from '#sdk/schemas/application';
import { listStudentApplications } from '#server/services/applications/student/student-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  return listStudentApplications(
    useApp(),
    user.id,
    validQuery(event, StudentApplicationListQuery),
    readerLanguage(event),
  );
});
