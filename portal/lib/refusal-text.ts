import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ApplicationStatus, DocumentType } from '#sdk/schemas/enums';
import type { PlainRefusal, Refusal, RefusalCode, RefusalParams } from '#sdk/schemas/refusals';
import { APPLICATION_STATUS_LABELS, DOCUMENT_TYPE_LABELS, SUBSCRIPTION_TIER_NAMES, labelOf } from './labels.ts';

/** A refusal without values is one message; one with values writes them in (numbers and enum values in the reader's language). */
type RefusalText<C extends RefusalCode> = C extends PlainRefusal
  ? MessageDescriptor
  : (params: RefusalParams<C>, i18n: I18n) => string;

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

/**
 * Every refusal of sdk/schemas/refusals.ts in the reader's language, by its code. The English texts are the
 * server's messages (portal/lib/refusal-text.test.tsx holds them to it); a code missing here does not compile.
 */
const REFUSAL_TEXTS: { [C in RefusalCode]: RefusalText<C> } = {
  VALIDATION_FAILED: msg`Validation failed`,
  BODY_NOT_JSON: msg`The request body is not valid JSON`,
  BODY_TOO_LARGE: msg`The request body is too large`,
  VALUE_NOT_VALID: msg`A value in the request is not valid`,
  RECORD_EXISTS: msg`This record already exists`,
  ROUTE_NOT_FOUND: ({ path }, i18n) => i18n._(msg`Not found: ${path}`),
  METHOD_NOT_ALLOWED: msg`Method not allowed`,
  PORTAL_NOT_BUILT: msg`The portal has not been built`,
  SERVER_ERROR: msg`Something went wrong on our side. Please try again.`,
  REQUEST_FAILED: msg`Request failed`,
  TOO_MANY_REQUESTS: msg`Too many requests. Please try again later.`,

  SIGN_IN_REQUIRED: msg`Please sign in`,
  NO_ACCESS: msg`You do not have access to this`,
  INVALID_CREDENTIALS: msg`Invalid email or password`,
  SESSION_ENDED: msg`Session has ended`,
  ACCOUNT_DEACTIVATED: msg`This account has been deactivated`,
  EMAIL_TAKEN: msg`An account with this email already exists`,
  TOO_MANY_SIGN_IN_ATTEMPTS: msg`Too many failed sign-in attempts. Please try again later.`,
  TWO_FACTOR_CODE_INVALID: msg`This code is not correct. Please try again.`,
  TWO_FACTOR_ALREADY_ON: msg`Two-factor sign-in is already on`,
  TWO_FACTOR_NOT_SET_UP: msg`Start the two-factor set-up first`,
  TWO_FACTOR_OFF: msg`Two-factor sign-in is not on`,
  SIGN_IN_CHALLENGE_ENDED: msg`This sign-in has expired. Please sign in again.`,
  TWO_FACTOR_ENROLMENT_REQUIRED: msg`Set up two-factor sign-in before you continue`,
  SESSION_NOT_FOUND: msg`Session not found`,
  TOO_MANY_ACCOUNTS: msg`Too many accounts were created from your network. Please try again later.`,
  RESET_LINK_INVALID: msg`This password reset link is invalid or has expired. Please ask for a new one.`,
  CURRENT_PASSWORD_WRONG: msg`Your current password is not correct`,
  CANNOT_DEACTIVATE_SELF: msg`You cannot deactivate your own account`,
  USER_NOT_FOUND: msg`User not found`,

  AGENCY_NOT_FOUND: msg`Agency not found`,
  AGENCY_PROFILE_NOT_FOUND: msg`Agency profile not found`,
  AGENCY_ALREADY_SET_UP: msg`The agency profile has already been set up`,
  SLUG_TAKEN: msg`This slug is already used by another agency`,
  AGENCY_IN_USE: msg`This agency cannot be deleted because it has students or applications`,
  AGENCIES_IN_USE: ({ names }, i18n) =>
    i18n._(msg`These agencies cannot be deleted because they have students or applications: ${names}`),
  PLAN_CAP_REACHED: (params, i18n) => {
    const plan = labelOf(i18n, SUBSCRIPTION_TIER_NAMES, String(params.plan));
    return i18n._(
      msg`${plural(Number(params.limit), {
        one: `Your ${plan} plan allows up to # student. Upgrade your plan to add more.`,
        other: `Your ${plan} plan allows up to # students. Upgrade your plan to add more.`,
      })}`,
    );
  },
  WEBSITE_NOT_ALLOWED: msg`This website is not allowed to send requests to this service`,
  AGENCY_REQUIRED: msg`Requests from other websites must name an agency`,
  AGENCY_NOT_ACCEPTING: ({ agency }, i18n) => i18n._(msg`${agency} is not accepting requests at the moment`),
  ORIGIN_NOT_ALLOWED: ({ origin, agency }, i18n) =>
    i18n._(
      msg`${origin} is not allowed to send requests for ${agency}. The agency can add it under Embed, Allowed origins.`,
    ),
  ORIGIN_NOT_ALLOWED_TO_REGISTER: ({ origin, agency }, i18n) =>
    i18n._(msg`${origin} is not allowed to register students for ${agency}.`),
  LOGO_NOT_FOUND: msg`Logo not found`,
  LEAD_NOT_FOUND: msg`Lead not found`,
  LEAD_CONVERTED: msg`This lead has already been converted to a student`,
  LEAD_STATUS_LOCKED: msg`This lead has been converted to a student; its status can no longer change`,

  STUDENT_NOT_FOUND: msg`Student not found`,
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

  UNIVERSITY_NOT_FOUND: msg`University not found`,
  PROGRAM_NOT_FOUND: msg`Program not found`,
  IMAGE_NOT_FOUND: msg`Image not found`,
  UNIVERSITY_HAS_APPLICATIONS: msg`This university cannot be deleted because it has applications`,
  UNIVERSITIES_HAVE_APPLICATIONS: ({ names }, i18n) =>
    i18n._(msg`These universities cannot be deleted because they have applications: ${names}`),
  UNIVERSITY_PROFILE_NOT_FOUND: msg`University profile not found`,
  UNIVERSITY_ALREADY_SET_UP: msg`The university profile has already been set up`,
  UNIVERSITY_PENDING_VERIFICATION: msg`Your university account is pending verification`,
  UNIVERSITY_NOT_VERIFIED: msg`Your university account was not verified`,
  UNIVERSITY_ALREADY_LINKED: msg`This university is already linked to another account`,
  CLAIM_NOT_FOUND: msg`Claim not found`,
  CLAIM_ALREADY_APPROVED: msg`This claim has already been approved`,
  CLAIM_ALREADY_REJECTED: msg`This claim has already been rejected`,
  CLAIM_CHANGED: msg`The claim was decided by someone else. Please reload it.`,

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
  INTERNAL_NOTES_STAFF_ONLY: msg`Only admins and the university can write internal notes`,

  TOO_MANY_PDFS: msg`Your other PDFs are still being prepared. Please try again in a moment.`,
  PDFS_BUSY: msg`Many PDFs are being prepared right now. Please try again in a moment.`,

  DOCUMENT_NOT_FOUND: msg`Document not found`,
  FILE_NOT_FOUND: msg`File not found`,
  DOCUMENTS_MISSING: msg`Please select document type and files to upload.`,
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

/** Whether a code sent by the server is one this portal knows (a newer server may send more). */
export const isKnownRefusal = (reason: string | undefined): reason is RefusalCode =>
  reason !== undefined && Object.hasOwn(REFUSAL_TEXTS, reason);

/** A refusal in the reader's language, from its code and the values its message names. */
export function refusalText(i18n: I18n, { reason, params }: Refusal): string {
  const text = REFUSAL_TEXTS[reason] as
    | MessageDescriptor
    | ((values: Record<string, string | number>, i18n: I18n) => string);
  return typeof text === 'function' ? text(params ?? {}, i18n) : i18n._(text);
}
