import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { sendDecisionLetter } from '#server/services/applications/decision-letter/decision-letter.service.ts';
import { ownApplication } from '#server/services/applications/university-review/university-applications.service.ts';
import { pdfJob } from '#server/services/pdf/pdf-jobs.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** The decision letter as the applicant receives it (PDF, in the applicant's language). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const app = useApp();
  return pdfJob(user.id, async () =>
    sendDecisionLetter(app, event, await ownApplication(app, user, validParams(event, IdParams).id)),
  );
});
