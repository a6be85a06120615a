import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Kysely } from 'kysely';
import type { DocumentType } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { conversationParties } from '#server/services/conversations/conversation.repository.ts';
import { DOCUMENT_TYPE_NAMES } from '#names/document-type.ts';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { applicationLink } from './application-links.ts';
import { notifyUsers } from './notify.ts';

type Names = Record<'programName' | 'universityName' | 'studentName', string>;

/** The e-mails' texts; `own`: the reader is the applicant, who is spoken to, not of. */
const TEXTS = {
  verified: (i18n: I18n, document: string, { studentName, programName, universityName }: Names, own: boolean) => ({
    subject: i18n._(msg`Document verified: ${document}`),
    line: own
      ? i18n._(msg`Your ${document} for your application for ${programName} at ${universityName} has been verified.`)
      : i18n._(
          msg`The ${document} of ${studentName}'s application for ${programName} at ${universityName} has been verified.`,
        ),
  }),
  rejected: (i18n: I18n, document: string, { studentName, programName, universityName }: Names, own: boolean) => ({
    subject: i18n._(msg`Document rejected: ${document}`),
    line: own
      ? i18n._(
          msg`Your ${document} for your application for ${programName} at ${universityName} was rejected. Please upload a new one.`,
        )
      : i18n._(
          msg`The ${document} of ${studentName}'s application for ${programName} at ${universityName} was rejected. Please upload a new one.`,
        ),
  }),
  requested: (
    i18n: I18n,
    documents: string,
    { studentName, programName, universityName }: Names,
    dueDate: string,
    own: boolean,
  ) => ({
    subject: i18n._(msg`Documents requested: ${programName} at ${universityName}`),
    line: own
      ? i18n._(
          msg`The admins ask you for these documents for your application for ${programName} at ${universityName} by ${dueDate}: ${documents}.`,
        )
      : i18n._(
          msg`The admins ask for these documents for ${studentName}'s application for ${programName} at ${universityName} by ${dueDate}: ${documents}.`,
        ),
  }),
  remark: (i18n: I18n) => i18n._(msg`Remark:`),
  action: (i18n: I18n) => i18n._(msg`Open the application`),
  separator: (i18n: I18n) => i18n._(msg({ context: 'between the items of a list', message: ', ' })),
};

/** The applicant's side of an application (the student's account, the agency), with the names the texts use. */
async function applicantSide(trx: Kysely<Database>, applicationId: number) {
  const { application, users } = await conversationParties(trx, applicationId);
  return {
    application,
    recipients: users.filter((u) => u.user_type === 'STUDENT' || u.user_type === 'AGENCY'),
    types: new Map(users.map((u) => [u.id, u.user_type])),
    names: {
      programName: application.program_name,
      universityName: application.university_name,
      studentName: [application.first_name, application.last_name].filter(Boolean).join(' '),
    },
  };
}

/** Tells the applicant's side that an admin verified or rejected one of the application's documents. */
export async function notifyDocumentReviewed(
  trx: Kysely<Database>,
  publicUrl: string,
  review: { applicationId: number; documentType: DocumentType; state: 'VERIFIED' | 'REJECTED'; remark: string | null },
) {
  const { application, recipients, types, names } = await applicantSide(trx, review.applicationId);
  const params = { ...names, documentType: review.documentType, state: review.state, remark: review.remark ?? '' };
  await notifyUsers(trx, recipients, {
    kind: 'DOCUMENT_REVIEWED',
    applicationId: application.id,
    params,
    email: (language, recipient) => {
      const i18n = emailTextsIn(language);
      const document = i18n._(DOCUMENT_TYPE_NAMES[review.documentType]);
      const own = types.get(recipient.id) === 'STUDENT';
      const { subject, line } = (review.state === 'VERIFIED' ? TEXTS.verified : TEXTS.rejected)(
        i18n,
        document,
        names,
        own,
      );
      return {
        subject,
        lines: review.remark ? [line, `${TEXTS.remark(i18n)} ${review.remark}`] : [line],
        action: {
          label: TEXTS.action(i18n),
          url: applicationLink(publicUrl, language, types.get(recipient.id)!, application.id),
        },
      };
    },
  });
}

/** Tells the applicant's side that the admins ask for documents by a date. */
export async function notifyDocumentsRequested(
  trx: Kysely<Database>,
  publicUrl: string,
  request: { applicationId: number; documentTypes: DocumentType[]; message: string; dueDate: string },
) {
  const { application, recipients, types, names } = await applicantSide(trx, request.applicationId);
  const params = { ...names, documentTypes: request.documentTypes.join(','), dueDate: request.dueDate };
  await notifyUsers(trx, recipients, {
    kind: 'DOCUMENTS_REQUESTED',
    applicationId: application.id,
    params,
    email: (language, recipient) => {
      const i18n = emailTextsIn(language);
      const documents = request.documentTypes
        .map((type) => i18n._(DOCUMENT_TYPE_NAMES[type]))
        .join(TEXTS.separator(i18n));
      // A date in the reader's language, never the stored 2026-12-10.
      const due = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(request.dueDate),
      );
      const own = types.get(recipient.id) === 'STUDENT';
      const { subject, line } = TEXTS.requested(i18n, documents, names, due, own);
      return {
        subject,
        lines: [line, request.message],
        action: {
          label: TEXTS.action(i18n),
          url: applicationLink(publicUrl, language, types.get(recipient.id)!, application.id),
        },
      };
    },
  });
}
