import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentType } from '#sdk/schemas/enums';

/** Document types with the names of spec part 1, 3: on screen, in e-mails and in refusals alike. */
export const DOCUMENT_TYPE_NAMES: Record<DocumentType, MessageDescriptor> = {
  TRANSCRIPT: msg`Official Transcript`,
  DIPLOMA: msg`Diploma/Degree Certificate`,
  CERTIFICATE: msg`Academic Certificate`,
  PASSPORT: msg`Passport Copy`,
  PASSPORT_PHOTO: msg`Passport Photo`,
  IELTS_CERTIFICATE: msg`IELTS Certificate`,
  TOEFL_CERTIFICATE: msg`TOEFL Certificate`,
  RECOMMENDATION_LETTER: msg`Recommendation Letter`,
  PERSONAL_STATEMENT: msg`Personal Statement`,
  MOTIVATION_LETTER: msg`Motivation Letter`,
  CV_RESUME: msg`CV/Resume`,
  PORTFOLIO: msg`Portfolio`,
  FINANCIAL_STATEMENT: msg`Financial Statement`,
  BANK_STATEMENT: msg`Bank Statement`,
  SCHOLARSHIP_LETTER: msg`Scholarship Letter`,
  MEDICAL_CERTIFICATE: msg`Medical Certificate`,
  VISA_DOCUMENTS: msg`Visa Documents`,
  OTHER: msg`Other`,
};
