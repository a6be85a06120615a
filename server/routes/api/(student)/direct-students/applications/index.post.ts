import { defineEventHandler, setResponseStatus } from 'h3';
import { StudentApplicationCreate } from '#sdk/schemas/application';
import { createStudentApplication } from '#server/services/applications/student/student-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const application = await createStudentApplication(
    useApp(),
    user,
    await validBody(event, StudentApplicationCreate),
    readerLanguage(event),
  );
  setResponseStatus(event, 201);
  return { application };
});
