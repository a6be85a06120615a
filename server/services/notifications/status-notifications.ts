import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { conversationParties } from '#server/services/conversations/conversation.repository.ts';
import { APPLICATION_STATUS_NAMES } from '#names/application-status.ts';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { applicationLink } from './application-links.ts';
import { notifyUsers } from './notify.ts';

/** The e-mail's texts; `own`: the reader is the applicant, who is spoken to, not of. */
const texts = (
  i18n: I18n,
  p: Record<'programName' | 'universityName' | 'studentName', string>,
  status: string,
  own: boolean,
) => {
  const { programName, universityName, studentName } = p;
  return {
    subject: i18n._(msg`Application update: ${programName} at ${universityName}`),
    line: own
      ? i18n._(msg`Your application for ${programName} at ${universityName} is now: ${status}.`)
      : i18n._(msg`${studentName}'s application for ${programName} at ${universityName} is now: ${status}.`),
    note: i18n._(msg`Note:`),
    action: i18n._(msg`Open the application`),
  };
};
/**
 * Tells everyone concerned with an application, but the one who moved it, of its new status: the
 * applicant's side, the admins and, from ADMIN_APPROVED on, the university. Runs in the move's transaction.
 */
export async function notifyStatusChange(
  trx: Kysely<Database>,
  publicUrl: string,
  change: { applicationId: number; to: ApplicationStatus; actorUserId: number; note?: string | null },
) {
  const { application, users } = await conversationParties(trx, change.applicationId);
  const params = {
    programName: application.program_name,
    universityName: application.university_name,
    studentName: [application.first_name, application.last_name].filter(Boolean).join(' '),
    status: change.to,
  };
  const types = new Map(users.map((u) => [u.id, u.user_type]));
  await notifyUsers(
    trx,
    users.filter((u) => u.id !== change.actorUserId),
    {
      kind: 'STATUS_CHANGED',
      applicationId: application.id,
      params,
      email: (language, recipient) => {
        const i18n = emailTextsIn(language);
        const own = recipient.id === application.student_user_id;
        const status = i18n._(APPLICATION_STATUS_NAMES[change.to]);
        const { subject, line, note, action } = texts(i18n, params, status, own);
        return {
          subject,
          lines: change.note ? [line, `${note} ${change.note}`] : [line],
          action: {
            label: action,
            url: applicationLink(publicUrl, language, types.get(recipient.id)!, application.id),
          },
        };
      },
    },
  );
}
