/**
 * Every refusal the server sends, by its stable code (`reason` in the error body), with the English
 * message it carries. A `{name}` in a message is a parameter the body sends in `params`, so a client
 * writes the refusal in its reader's language from the code and the values, never from the English.
 * The messages are the spec's texts: a code is added or renamed here, a message is not reworded.
 */
export const REFUSALS = {
  // The request itself.
  VALIDATION_FAILED: 'Validation failed',
  BODY_NOT_JSON: 'The request body is not valid JSON',
  BODY_TOO_LARGE: 'The request body is too large',
  VALUE_NOT_VALID: 'A value in the request is not valid',
  RECORD_EXISTS: 'This record already exists',
  ROUTE_NOT_FOUND: 'Not found: {path}',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  PORTAL_NOT_BUILT: 'The portal has not been built',
  SERVER_ERROR: 'Something went wrong on our side. Please try again.',
  /** A refusal the server's framework made itself; `message` says what it said. */
  REQUEST_FAILED: 'Request failed',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  IDEMPOTENCY_KEY_INVALID: 'The Idempotency-Key header must be 1 to 255 visible characters',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for another request',
  IDEMPOTENCY_KEY_IN_USE: 'A request with this Idempotency-Key is still being made. Please try again shortly.',

  // Accounts and sign-in.
  SIGN_IN_REQUIRED: 'Please sign in',
  NO_ACCESS: 'You do not have access to this',
  INVALID_CREDENTIALS: 'Invalid email or password',
  SESSION_ENDED: 'Session has ended',
  ACCOUNT_DEACTIVATED: 'This account has been deactivated',
  EMAIL_TAKEN: 'An account with this email already exists',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'Too many failed sign-in attempts. Please try again later.',
  TOO_MANY_ACCOUNTS: 'Too many accounts were created from your network. Please try again later.',
  RESET_LINK_INVALID: 'This password reset link is invalid or has expired. Please ask for a new one.',
  ERASURE_LINK_INVALID: 'This confirmation link is invalid or has expired. Please ask again in your settings.',
  CURRENT_PASSWORD_WRONG: 'Your current password is not correct',
  TWO_FACTOR_CODE_INVALID: 'This code is not correct. Please try again.',
  TWO_FACTOR_ALREADY_ON: 'Two-factor sign-in is already on',
  TWO_FACTOR_NOT_SET_UP: 'Start the two-factor set-up first',
  TWO_FACTOR_OFF: 'Two-factor sign-in is not on',
  SIGN_IN_CHALLENGE_ENDED: 'This sign-in has expired. Please sign in again.',
  TWO_FACTOR_ENROLMENT_REQUIRED: 'Set up two-factor sign-in before you continue',
  CANNOT_DEACTIVATE_SELF: 'You cannot deactivate your own account',
  USER_NOT_FOUND: 'User not found',
  SESSION_NOT_FOUND: 'Session not found',
  API_KEY_NOT_FOUND: 'API key not found',
  API_KEY_NOT_ALLOWED: 'This cannot be done with an API key. Please sign in.',
  API_KEY_SCOPE_MISSING: 'This API key does not have the {scope} scope',
  TOO_MANY_API_KEYS: 'You can have at most {max} API keys. Revoke one you no longer use.',
  TOO_MANY_API_KEY_CALLS: 'Too many calls with this API key. Please slow down.',
  WEBHOOK_NOT_FOUND: 'Webhook not found',
  TOO_MANY_WEBHOOKS: 'You can have at most {max} webhooks. Remove one you no longer use.',

  // Agencies, their embed kit and leads.
  AGENCY_NOT_FOUND: 'Agency not found',
  OTHER_NAME_NOT_FOUND: 'These other names were not found',
  AGENCY_PROFILE_NOT_FOUND: 'Agency profile not found',
  AGENCY_ALREADY_SET_UP: 'The agency profile has already been set up',
  SLUG_TAKEN: 'This slug is already used by another agency',
  AGENCY_IN_USE: 'This agency cannot be deleted because it has students or applications',
  AGENCIES_IN_USE: 'These agencies cannot be deleted because they have students or applications: {names}',
  PLAN_CAP_REACHED: 'Your {plan} plan allows up to {limit} students. Upgrade your plan to add more.',
  SEATS_FULL: 'Your {plan} plan allows up to {limit} team members. Upgrade your plan to add more.',
  OWNER_ONLY: "Only the agency's owner can do this",
  OWNER_OR_MANAGER_ONLY: "Only the agency's owner and managers can see this",
  MEMBER_NOT_FOUND: 'Team member not found',
  TASK_NOT_FOUND: 'Task not found',
  SUBJECT_NOT_FOUND: 'The student, lead or application was not found',
  OWNER_UNCHANGEABLE: "The agency's owner cannot be changed or removed",
  OFFICE_NOT_FOUND: 'Office not found',
  OFFICE_IN_USE: 'Team members still work in this office. Move them to another office first.',
  WEBSITE_NOT_ALLOWED: 'This website is not allowed to send requests to this service',
  AGENCY_REQUIRED: 'Requests from other websites must name an agency',
  AGENCY_NOT_ACCEPTING: '{agency} is not accepting requests at the moment',
  ORIGIN_NOT_ALLOWED:
    '{origin} is not allowed to send requests for {agency}. The agency can add it under Embed, Allowed origins.',
  ORIGIN_NOT_ALLOWED_TO_REGISTER: '{origin} is not allowed to register students for {agency}.',
  LOGO_NOT_FOUND: 'Logo not found',
  LEAD_NOT_FOUND: 'Lead not found',
  LEAD_CONVERTED: 'This lead has already been converted to a student',
  LEAD_STATUS_LOCKED: 'This lead has been converted to a student; its status can no longer change',

  // Students and their import.
  STUDENT_NOT_FOUND: 'Student not found',
  STUDENT_PROFILE_NOT_FOUND: 'Student profile not found',
  STUDENT_EMAIL_TAKEN: 'A student with this email already exists in your agency',
  IMPORT_HEADER_WRONG: 'The first line of the file must name the columns of the template',
  IMPORT_TOO_MANY_ROWS: 'A file can hold at most {max} students',
  IMPORT_NOT_CSV: 'The file could not be read as CSV near line {line}',
  IMPORT_EMPTY: 'The file has no students',
  IMPORT_ROWS_INVALID: 'The file has rows with errors. Nothing was imported.',
  PROGRAM_IMPORT_TOO_MANY_ROWS: 'A file can hold at most {max} programmes',
  PROGRAM_IMPORT_EMPTY: 'The file has no programmes',

  // Universities, programmes and university accounts.
  UNIVERSITY_NOT_FOUND: 'University not found',
  PROGRAM_NOT_FOUND: 'Program not found',
  SHORTLIST_FULL: 'A shortlist can hold at most {max} programmes. Remove one first.',
  IMAGE_NOT_FOUND: 'Image not found',
  UNIVERSITY_HAS_APPLICATIONS: 'This university cannot be deleted because it has applications',
  UNIVERSITIES_HAVE_APPLICATIONS: 'These universities cannot be deleted because they have applications: {names}',
  UNIVERSITY_PROFILE_NOT_FOUND: 'University profile not found',
  UNIVERSITY_ALREADY_SET_UP: 'The university profile has already been set up',
  UNIVERSITY_PENDING_VERIFICATION: 'Your university account is pending verification',
  UNIVERSITY_NOT_VERIFIED: 'Your university account was not verified',
  UNIVERSITY_ALREADY_LINKED: 'This university is already linked to another account',
  CLAIM_NOT_FOUND: 'Claim not found',
  CLAIM_ALREADY_APPROVED: 'This claim has already been approved',
  CLAIM_ALREADY_REJECTED: 'This claim has already been rejected',
  CLAIM_CHANGED: 'The claim was decided by someone else. Please reload it.',

  // Applications and their review.
  APPLICATION_NOT_FOUND: 'Application not found',
  PROFILE_INCOMPLETE: 'Please complete your profile before applying',
  PROGRAM_REQUIRED_TO_SUBMIT: 'Program name and degree level are required to submit',
  DUPLICATE_APPLICATION: 'This student already has an open application to this programme at this university',
  ONLY_DRAFT_EDITABLE: 'Only draft applications can be edited',
  ONLY_DRAFT_DELETABLE: 'Only draft applications can be deleted',
  NOT_WITHDRAWABLE: 'Only draft or submitted applications can be withdrawn',
  /** `from` and `to` are statuses with spaces for underscores ("ADMIN REVIEW"). */
  MOVE_NOT_YOURS: 'You cannot move an application from {from} to {to}',
  MOVE_NOT_ALLOWED: 'An application cannot go from {from} to {to}',
  APPLICATION_CHANGED: 'The application was changed by someone else. Please reload it.',
  /** `status` is the application's status with spaces for underscores. */
  OFFER_NOT_OPEN: 'Only an accepted application has an offer to accept or decline. This application is {status}.',
  /** `status` is the application's status with spaces for underscores. */
  ENROLMENT_NOT_OPEN: 'Enrolment is recorded only after the offer is accepted. This application is {status}.',
  TAKE_INTO_REVIEW_FIRST: 'Take the application into review first',
  NOT_IN_ADMIN_REVIEW: 'This application is no longer in admin review',
  /** `admin` is the reviewing admin's e-mail address. */
  REVIEWED_BY_OTHER: '{admin} is reviewing this application',
  ALREADY_REVIEWED_BY_OTHER: '{admin} is already reviewing this application',
  REVIEWED_BY_ANOTHER_ADMIN: 'Another admin is reviewing this application',
  ALREADY_REVIEWED_BY_ANOTHER_ADMIN: 'Another admin is already reviewing this application',
  /** `documents` lists document types in lower case with spaces, joined by ", " ("passport, ielts certificate"). */
  DOCUMENTS_BLOCKING: 'Required documents are awaiting or rejected: {documents}',
  UPLOAD_REQUESTED_FIRST: 'Please upload the requested documents first: {documents}',
  NO_DOCUMENT_OF_TYPE: 'No document of this type has been uploaded yet',
  DOCUMENT_REQUEST_NOT_FOUND: 'Document request not found',
  REQUEST_ANSWERED: 'This request has already been answered',
  START_REVIEW_FIRST: 'Start the review before recording it',
  NOT_DECIDED_YET: 'The university has not decided on this application yet',
  AGREEMENT_NOT_FOUND: 'Agreement not found',
  COMMISSION_CLAIM_NOT_FOUND: 'Commission claim not found',
  CLAIM_NOT_RAISABLE: 'Only an expected or disputed claim can be raised',
  CLAIM_NOT_RAISED: 'Only a raised claim can be paid or disputed',
  CLAIM_NOT_PAID: 'Only a paid claim can be marked received',
  INVOICE_NOT_READY: 'Raise the claim before downloading its invoice',
  INTERNAL_NOTES_STAFF_ONLY: 'Only admins and the university can write internal notes',

  // PDFs (the application export, the decision letter), rendered on worker threads with a bound.
  TOO_MANY_PDFS: 'Your other PDFs are still being prepared. Please try again in a moment.',
  PDFS_BUSY: 'Many PDFs are being prepared right now. Please try again in a moment.',

  // Documents, files and uploads.
  DOCUMENT_NOT_FOUND: 'Document not found',
  FILE_NOT_FOUND: 'File not found',
  DATA_EXPORT_NOT_FOUND: 'This download link is invalid or has expired. Please ask for a new export.',
  DOCUMENTS_MISSING: 'Please select document type and files to upload.',
  DOCUMENT_TYPES_PER_FILE: 'Please choose one document type for all the files, or one for each file.',
  ATTACHMENTS_MISSING: 'Please attach at least one file',
  DOCUMENT_TOO_LARGE: '{fileName} is too large. Maximum size is 10MB.',
  DOCUMENT_NOT_ACCEPTED: '{fileName} is not an accepted file. Please upload PDF, JPG, PNG, DOC or DOCX.',
  DOCUMENTS_TOO_MANY: 'You can upload at most 5 files at a time.',
  IMAGE_FILE_REQUIRED: 'Please select an image file',
  LOGO_TOO_LARGE: 'Logo file must be smaller than 5MB',
  LOGO_TOO_MANY: 'Please select one logo file',
  IMAGE_TOO_LARGE: 'Image file must be smaller than 5MB',
  IMAGE_TOO_MANY: 'Please select one image file',
  CSV_FILE_REQUIRED: 'Please choose a CSV file to import',
  CSV_TOO_LARGE: 'The file is too large. Maximum size is 20MB.',
  CSV_TOO_MANY: 'Please choose one CSV file',
  UPLOAD_UNREADABLE: 'The upload could not be read',
  UPLOAD_INTERRUPTED: 'The upload was interrupted',
  UPLOAD_TOO_MANY_FIELDS: 'The upload has too many fields',
  UPLOAD_FIELD_TOO_LONG: '{field} is too long',
} as const;

/** A refusal's stable code. */
export type RefusalCode = keyof typeof REFUSALS;

export const REFUSAL_CODES = Object.keys(REFUSALS) as RefusalCode[];

/** The `{name}`s of a message. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a refusal's message names. */
export type RefusalParams<C extends RefusalCode> = Record<Placeholders<(typeof REFUSALS)[C]>, string | number>;

/** A refusal whose message names no value, given by its code alone. */
export type PlainRefusal = {
  [C in RefusalCode]: Placeholders<(typeof REFUSALS)[C]> extends never ? C : never;
}[RefusalCode];

/** A refusal: its code and, when its message names values, those values. */
export type Refusal =
  | { reason: PlainRefusal; params?: undefined }
  | { [C in Exclude<RefusalCode, PlainRefusal>]: { reason: C; params: RefusalParams<C> } }[Exclude<
      RefusalCode,
      PlainRefusal
    >];

/** The English message of a refusal, its values put in. */
export function refusalMessage({ reason, params }: Refusal): string {
  const values: Record<string, string | number> = params ?? {};
  return REFUSALS[reason].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
