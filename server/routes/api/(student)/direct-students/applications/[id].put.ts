import { defineEventHandler } from 'h3';
import { StudentApplicationUpdate } from '#sdk/schemas/application';
import { IdParams } from '#sdk/schemas/common';
import { updateStudentApplication } from '#server/services/applications/student/student-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const { id } = validParams(event, IdParams);
  return {
    application: await updateStudentApplication(
      useApp(),
      user,
      id,
      await validBody(event, StudentApplicationUpdate),
      readerLanguage(event),
    ),
  };
});
