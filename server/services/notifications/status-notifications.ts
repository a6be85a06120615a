import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { conversationParties } from '#server/services/conversations/conversation.repository.ts';
import type { EmailLanguage } from '#server/services/mail/email-layout.ts';
import { STATUS_NAMES } from '#server/services/applications/status-names.ts';
import { applicationLink } from './application-links.ts';
import { notifyUsers } from './notify.ts';

const TEXTS = {
  en: (p: Record<string, string>, status: string) => ({
    subject: `Application update: ${p.programName} at ${p.universityName}`,
    line: `${p.studentName}'s application for ${p.programName} at ${p.universityName} is now: ${status}.`,
    note: 'Note:',
    action: 'Open the application',
  }),
  ar: (p: Record<string, string>, status: string) => ({
    subject: `تحديث الطلب: ${p.programName} في ${p.universityName}`,
    line: `أصبحت حالة طلب ${p.studentName} لبرنامج ${p.programName} في ${p.universityName}: ${status}.`,
    note: 'ملاحظة:',
    action: 'فتح الطلب',
  }),
} satisfies Record<EmailLanguage, unknown>;

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
        const texts = TEXTS[language](params, STATUS_NAMES[language][change.to]);
        return {
          subject: texts.subject,
          lines: change.note ? [texts.line, `${texts.note} ${change.note}`] : [texts.line],
          action: {
            label: texts.action,
            url: applicationLink(publicUrl, language, types.get(recipient.id)!, application.id),
          },
        };
      },
    },
  );
}
