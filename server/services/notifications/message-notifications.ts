import type { Kysely } from 'kysely';
import type { UserType } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { conversationParties } from '#server/services/conversations/conversation.repository.ts';
import type { EmailLanguage } from '#server/services/mail/email-layout.ts';
import { applicationLink } from './application-links.ts';
import { notifyUsers } from './notify.ts';

const EXCERPT = 500;

const TEXTS = {
  en: (p: Record<string, string>) => ({
    subject: `New message: ${p.programName} at ${p.universityName}`,
    intro: `There is a new message about ${p.studentName}'s application for ${p.programName} at ${p.universityName}:`,
    action: 'Open the conversation',
  }),
  ar: (p: Record<string, string>) => ({
    subject: `رسالة جديدة: ${p.programName} في ${p.universityName}`,
    intro: `وصلت رسالة جديدة حول طلب ${p.studentName} لبرنامج ${p.programName} في ${p.universityName}:`,
    action: 'فتح المحادثة',
  }),
} satisfies Record<EmailLanguage, unknown>;

/** Tells everyone else in the conversation of a new message; internal notes reach staff only. */
export async function notifyNewMessage(
  trx: Kysely<Database>,
  publicUrl: string,
  message: { applicationId: number; authorUserId: number; body: string; internal: boolean },
) {
  const { application, users } = await conversationParties(trx, message.applicationId);
  const staff = (type: UserType) => type === 'ADMIN' || type === 'UNIVERSITY';
  const recipients = users.filter((u) => u.id !== message.authorUserId && (!message.internal || staff(u.user_type)));
  const params = {
    programName: application.program_name,
    universityName: application.university_name,
    studentName: [application.first_name, application.last_name].filter(Boolean).join(' '),
  };
  const excerpt = message.body.length > EXCERPT ? `${message.body.slice(0, EXCERPT)}…` : message.body;
  const types = new Map(users.map((u) => [u.id, u.user_type]));
  await notifyUsers(trx, recipients, {
    kind: 'NEW_MESSAGE',
    applicationId: application.id,
    params,
    email: (language, recipient) => {
      const texts = TEXTS[language](params);
      return {
        subject: texts.subject,
        lines: [texts.intro, excerpt],
        action: {
          label: texts.action,
          url: applicationLink(publicUrl, language, types.get(recipient.id)!, application.id),
        },
      };
    },
  });
}
