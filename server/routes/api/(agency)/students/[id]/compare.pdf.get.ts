import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { QuotePdfQuery } from '#sdk/schemas/eligibility';
import { agencyQuote } from '#server/services/eligibility/agency-quote.service.ts';
import { sendPdf } from '#server/services/pdf/pdf.ts';
import { requireAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { pdfJob } from '#server/services/pdf/pdf-jobs.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams, validQuery } from '#server/utils/validate.ts';

/** The compared programmes as the agency's branded quote for its student (404 for another's), a PDF attachment. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  const app = useApp();
  // Whose student first: another agency's is a 404 whatever it asks for.
  const student = await requireAgencyStudent(app, user.id, id);
  const query = validQuery(event, QuotePdfQuery);
  const { pdf, fileName } = await pdfJob(user.id, () => agencyQuote(app, user.id, student, query));
  return sendPdf(event, pdf, fileName);
});
