import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ApplicationStatus, DocumentType } from '#sdk/schemas/enums';
import { APPLICATION_STATUS_LABELS, DOCUMENT_TYPE_LABELS, SUBSCRIPTION_TIER_NAMES, labelOf } from './labels.ts';
import { type AreaRefusal, addRefusalTexts, type RefusalText } from './refusal-text.ts';

/** "passport, ielts certificate" (the server's names of document types) in the reader's language. */
const documentTypes = (i18n: I18n, names: string) =>
  names
    .split(', ')
    .map((name) => {
      const label = DOCUMENT_TYPE_LABELS[name.toUpperCase().replaceAll(' ', '_') as DocumentType];
      return label ? i18n._(label) : name;
    })
    .join(i18n.locale === 'ar' ? '، ' : ', ');

/** "ADMIN REVIEW" (the server's name of a status) in the reader's language. */
const status = (i18n: I18n, name: string | number) => {
  const label = APPLICATION_STATUS_LABELS[String(name).replaceAll(' ', '_') as ApplicationStatus];
  return label ? i18n._(label) : String(name);
};

/** The signed-in areas' refusals (students, applications and their review, documents, PDFs) in the reader's language. */
const AREA_REFUSAL_TEXTS: { [C in AreaRefusal]: RefusalText<C> } = {
  IDEMPOTENCY_KEY_INVALID: msg`The Idempotency-Key header must be 1 to 255 visible characters`,
  IDEMPOTENCY_KEY_REUSED: msg`This Idempotency-Key was already used for another request`,
  IDEMPOTENCY_KEY_IN_USE: msg`A request with this Idempotency-Key is still being made. Please try again shortly.`,
  STUDENT_NOT_FOUND: msg`Student not found`,
  SEATS_FULL: (params, i18n) => {
    const plan = labelOf(i18n, SUBSCRIPTION_TIER_NAMES, String(params.plan));
    return i18n._(
      msg`${plural(Number(params.limit), {
        one: `Your ${plan} plan allows up to # team member. Upgrade your plan to add more.`,
        other: `Your ${plan} plan allows up to # team members. Upgrade your plan to add more.`,
      })}`,
    );
  },
  OWNER_ONLY: msg`Only the agency's owner can do this`,
  OWNER_OR_MANAGER_ONLY: msg`Only the agency's owner and managers can see this`,
  MEMBER_NOT_FOUND: msg`Team member not found`,
  TASK_NOT_FOUND: msg`Task not found`,
  SUBJECT_NOT_FOUND: msg`The student, lead or application was not found`,
  OWNER_UNCHANGEABLE: msg`The agency's owner cannot be changed or removed`,
  OFFICE_NOT_FOUND: msg`Office not found`,
  OFFICE_IN_USE: msg`Team members still work in this office. Move them to another office first.`,
  STUDENT_PROFILE_NOT_FOUND: msg`Student profile not found`,
  STUDENT_EMAIL_TAKEN: msg`A student with this email already exists in your agency`,
  IMPORT_HEADER_WRONG: msg`The first line of the file must name the columns of the template`,
  IMPORT_TOO_MANY_ROWS: ({ max }, i18n) =>
    i18n._(
      msg`${plural(Number(max), { one: 'A file can hold at most # student', other: 'A file can hold at most # students' })}`,
    ),
  IMPORT_NOT_CSV: (params, i18n) => {
    const line = i18n.number(Number(params.line));
    return i18n._(msg`The file could not be read as CSV near line ${line}`);
  },
  IMPORT_EMPTY: msg`The file has no students`,
  IMPORT_ROWS_INVALID: msg`The file has rows with errors. Nothing was imported.`,
  PROGRAM_IMPORT_TOO_MANY_ROWS: ({ max }, i18n) =>
    i18n._(
      msg`${plural(Number(max), { one: 'A file can hold at most # programme', other: 'A file can hold at most # programmes' })}`,
    ),
  PROGRAM_IMPORT_EMPTY: msg`The file has no programmes`,
  SHORTLIST_FULL: ({ max }, i18n) =>
    i18n._(
      msg`${plural(Number(max), { one: 'A shortlist can hold at most # programme. Remove one first.', other: 'A shortlist can hold at most # programmes. Remove one first.' })}`,
    ),
  APPLICATION_NOT_FOUND: msg`Application not found`,
  PROFILE_INCOMPLETE: msg`Please complete your profile before applying`,
  PROGRAM_REQUIRED_TO_SUBMIT: msg`Program name and degree level are required to submit`,
  DUPLICATE_APPLICATION: msg`This student already has an open application to this programme at this university`,
  ONLY_DRAFT_EDITABLE: msg`Only draft applications can be edited`,
  ONLY_DRAFT_DELETABLE: msg`Only draft applications can be deleted`,
  NOT_WITHDRAWABLE: msg`Only draft or submitted applications can be withdrawn`,
  MOVE_NOT_YOURS: (params, i18n) => {
    const [from, to] = [status(i18n, params.from), status(i18n, params.to)];
    return i18n._(msg`You cannot move an application from ${from} to ${to}`);
  },
  MOVE_NOT_ALLOWED: (params, i18n) => {
    const [from, to] = [status(i18n, params.from), status(i18n, params.to)];
    return i18n._(msg`An application cannot go from ${from} to ${to}`);
  },
  APPLICATION_CHANGED: msg`The application was changed by someone else. Please reload it.`,
  OFFER_NOT_OPEN: (params, i18n) => {
    const current = status(i18n, params.status);
    return i18n._(msg`Only an accepted application has an offer to accept or decline. This application is ${current}.`);
  },
  ENROLMENT_NOT_OPEN: (params, i18n) => {
    const current = status(i18n, params.status);
    return i18n._(msg`Enrolment is recorded only after the offer is accepted. This application is ${current}.`);
  },
  TAKE_INTO_REVIEW_FIRST: msg`Take the application into review first`,
  NOT_IN_ADMIN_REVIEW: msg`This application is no longer in admin review`,
  REVIEWED_BY_OTHER: ({ admin }, i18n) => i18n._(msg`${admin} is reviewing this application`),
  ALREADY_REVIEWED_BY_OTHER: ({ admin }, i18n) => i18n._(msg`${admin} is already reviewing this application`),
  REVIEWED_BY_ANOTHER_ADMIN: msg`Another admin is reviewing this application`,
  ALREADY_REVIEWED_BY_ANOTHER_ADMIN: msg`Another admin is already reviewing this application`,
  DOCUMENTS_BLOCKING: (params, i18n) => {
    const documents = documentTypes(i18n, String(params.documents));
    return i18n._(msg`Required documents are awaiting or rejected: ${documents}`);
  },
  UPLOAD_REQUESTED_FIRST: (params, i18n) => {
    const documents = documentTypes(i18n, String(params.documents));
    return i18n._(msg`Please upload the requested documents first: ${documents}`);
  },
  NO_DOCUMENT_OF_TYPE: msg`No document of this type has been uploaded yet`,
  DOCUMENT_REQUEST_NOT_FOUND: msg`Document request not found`,
  REQUEST_ANSWERED: msg`This request has already been answered`,
  START_REVIEW_FIRST: msg`Start the review before recording it`,
  NOT_DECIDED_YET: msg`The university has not decided on this application yet`,
  AGREEMENT_NOT_FOUND: msg`Agreement not found`,
  COMMISSION_CLAIM_NOT_FOUND: msg`Commission claim not found`,
  CLAIM_NOT_RAISABLE: msg`Only an expected or disputed claim can be raised`,
  CLAIM_NOT_RAISED: msg`Only a raised claim can be paid or disputed`,
  CLAIM_NOT_PAID: msg`Only a paid claim can be marked received`,
  INVOICE_NOT_READY: msg`Raise the claim before downloading its invoice`,
  INTERNAL_NOTES_STAFF_ONLY: msg`Only admins and the university can write internal notes`,
  TOO_MANY_PDFS: msg`Your other PDFs are still being prepared. Please try again in a moment.`,
  PDFS_BUSY: msg`Many PDFs are being prepared right now. Please try again in a moment.`,
  DOCUMENT_NOT_FOUND: msg`Document not found`,
  FILE_NOT_FOUND: msg`File not found`,
  DATA_EXPORT_NOT_FOUND: msg`This download link is invalid or has expired. Please ask for a new export.`,
  DOCUMENTS_MISSING: msg`Please select document type and files to upload.`,
  DOCUMENT_TYPES_PER_FILE: msg`Please choose one document type for all the files, or one for each file.`,
  ATTACHMENTS_MISSING: msg`Please attach at least one file`,
  DOCUMENT_TOO_LARGE: ({ fileName }, i18n) => i18n._(msg`${fileName} is too large. Maximum size is 10MB.`),
  DOCUMENT_NOT_ACCEPTED: ({ fileName }, i18n) =>
    i18n._(msg`${fileName} is not an accepted file. Please upload PDF, JPG, PNG, DOC or DOCX.`),
  DOCUMENTS_TOO_MANY: msg`You can upload at most 5 files at a time.`,
  IMAGE_FILE_REQUIRED: msg`Please select an image file`,
  LOGO_TOO_LARGE: msg`Logo file must be smaller than 5MB`,
  LOGO_TOO_MANY: msg`Please select one logo file`,
  IMAGE_TOO_LARGE: msg`Image file must be smaller than 5MB`,
  IMAGE_TOO_MANY: msg`Please select one image file`,
  CSV_FILE_REQUIRED: msg`Please choose a CSV file to import`,
  CSV_TOO_LARGE: msg`The file is too large. Maximum size is 20MB.`,
  CSV_TOO_MANY: msg`Please choose one CSV file`,
  UPLOAD_UNREADABLE: msg`The upload could not be read`,
  UPLOAD_INTERRUPTED: msg`The upload was interrupted`,
  UPLOAD_TOO_MANY_FIELDS: msg`The upload has too many fields`,
  UPLOAD_FIELD_TOO_LONG: ({ field }, i18n) => i18n._(msg`${field} is too long`),
};

addRefusalTexts(AREA_REFUSAL_TEXTS);
