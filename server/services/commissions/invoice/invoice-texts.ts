import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayableAfter } from '#sdk/schemas/commission';

/** The invoice's words in the reader's language (one line each: a line break inside a text breaks Arabic shaping). */
export const invoiceTexts = (i18n: I18n) => ({
  title: i18n._(msg`Commission invoice`),
  number: (number: string) => i18n._(msg`Invoice number ${number}`),
  issued: (date: string) => i18n._(msg`Issued on ${date}`),
  billTo: i18n._(msg`Bill to`),
  student: i18n._(msg`Student`),
  programme: i18n._(msg`Programme`),
  degree: i18n._(msg`Degree`),
  intake: i18n._(msg`Intake`),
  tuition: i18n._(msg`First-year tuition`),
  rate: (rate: string) => i18n._(msg`Commission at ${rate}`),
  fixed: i18n._(msg`Fixed commission per enrolment`),
  due: i18n._(msg`Amount due`),
  payableAfter: {
    CENSUS_DATE: i18n._(msg`Payable after the census date.`),
    FEES_PAID: i18n._(msg`Payable after the student has paid the fees.`),
  } satisfies Record<PayableAfter, string>,
});
