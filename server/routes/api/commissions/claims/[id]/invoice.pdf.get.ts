import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { InvoiceQuery } from '#sdk/schemas/commission';
import { sendInvoice } from '#server/services/commissions/invoice/invoice.service.ts';
import { pdfJob } from '#server/services/pdf/pdf-jobs.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams, validQuery } from '#server/utils/validate.ts';

/** A raised claim's invoice as a PDF attachment, in `lang` or the agency's language. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'UNIVERSITY', 'ADMIN');
  const { id } = validParams(event, IdParams);
  const { lang } = validQuery(event, InvoiceQuery);
  return pdfJob(user.id, () => sendInvoice(useApp(), event, user, id, lang));
});
