import { defineEventHandler } from 'h3';
import { ApplicationPdfQuery } from '#sdk/schemas/application';
import { IdParams } from '#sdk/schemas/common';
import { exportAgencyApplication } from '#server/services/applications/agency/agency-applications.service.ts';
import { sendPdf } from '#server/services/pdf/pdf.ts';
import { pdfJob } from '#server/services/pdf/pdf-jobs.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams, validQuery } from '#server/utils/validate.ts';

/** The application as a PDF attachment, in `lang` or the reader's own language. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  const { lang } = validQuery(event, ApplicationPdfQuery);
  const { pdf, fileName } = await pdfJob(user.id, () => exportAgencyApplication(useApp(), user.id, id, lang));
  return sendPdf(event, pdf, fileName);
});
