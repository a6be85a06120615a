import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdminRejectionReason, ApplicationEventKind } from '#sdk/schemas/review';
import type { ApplicationStatus, UserType } from '#sdk/schemas/enums';
import { APPLICATION_STATUS_NAMES } from '#names/application-status.ts';
import { ADMIN_REJECTION_REASON_NAMES } from '#names/rejection-reason.ts';
import { USER_TYPE_NAMES } from '#names/user-type.ts';

/**
 * The application export's words in the reader's language (one line each: a line break breaks Arabic
 * shaping). Its labels have a context: in Arabic, "Student" above a name is not the role's name.
 */
export const pdfTexts = (i18n: I18n) => ({
  title: i18n._(msg({ message: 'Application', context: 'application PDF' })),
  reference: (id: string) => i18n._(msg`Application number ${id}`),
  printed: (date: string) => i18n._(msg`Exported on ${date}`),
  student: i18n._(msg({ message: 'Student', context: 'application PDF' })),
  email: i18n._(msg`Email`),
  university: i18n._(msg({ message: 'University', context: 'application PDF' })),
  programme: i18n._(msg`Programme`),
  degree: i18n._(msg`Degree level`),
  status: i18n._(msg`Status`),
  created: i18n._(msg({ message: 'Created', context: 'application PDF' })),
  submitted: i18n._(msg({ message: 'Submitted', context: 'application PDF' })),
  decided: i18n._(msg({ message: 'Decided', context: 'application PDF' })),
  statement: i18n._(msg`Personal statement`),
  universityNotes: i18n._(msg`Notes from the university`),
  timeline: i18n._(msg`Timeline`),
  statusName: (value: ApplicationStatus) => i18n._(APPLICATION_STATUS_NAMES[value]),
  createdAs: (status: string) => i18n._(msg`Created as ${status}`),
  movedTo: (status: string) => i18n._(msg`Moved to ${status}`),
  kinds: {
    DOCUMENT_VERIFIED: i18n._(msg`Document verified`),
    DOCUMENT_REJECTED: i18n._(msg`Document rejected`),
    DOCUMENT_WAIVED: i18n._(msg`Document waived`),
    DOCUMENT_REOPENED: i18n._(msg`Document back to received`),
    DOCUMENTS_REQUESTED: i18n._(msg`Documents requested`),
    DOCUMENTS_ANSWERED: i18n._(msg`Requested documents sent`),
    OFFER_DEFERRED: i18n._(msg`Offer deferred to a later intake`),
  } satisfies Record<Exclude<ApplicationEventKind, 'STATUS'>, string>,
  by: (who: string) => i18n._(msg`by ${who}`),
  /** A status move's reason, when it is one of the admins' rejection reasons (as the portal's timeline shows it). */
  reason: (code: string | null) => {
    if (!code || !Object.hasOwn(ADMIN_REJECTION_REASON_NAMES, code)) return null;
    const reason = i18n._(ADMIN_REJECTION_REASON_NAMES[code as AdminRejectionReason]);
    return i18n._(msg`Reason: ${reason}`);
  },
  role: (type: UserType) => i18n._(USER_TYPE_NAMES[type]),
});
