import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { ownStudentApplication } from '#server/services/applications/student/student-applications.service.ts';
import { sendDecisionLetter } from '#server/services/applications/decision-letter/decision-letter.service.ts';
import { pdfJob } from '#server/services/pdf/pdf-jobs.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** The university's decision letter on the student's own application (PDF, in the student's language). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const app = useApp();
  return pdfJob(user.id, async () =>
    sendDecisionLetter(app, event, await ownStudentApplication(app, user.id, validParams(event, IdParams).id)),
  );
});
