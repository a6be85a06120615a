import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Kysely } from 'kysely';
import type { UserType } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { conversationParties } from '#server/services/conversations/conversation.repository.ts';
import { emailTextsIn } from '#server/services/i18n/texts-in.ts';
import { applicationLink } from './application-links.ts';
import { notifyUsers } from './notify.ts';

const EXCERPT = 500;

const texts = (i18n: I18n, p: Record<'programName' | 'universityName' | 'studentName', string>) => {
  const { programName, universityName, studentName } = p;
  return {
    subject: i18n._(msg`New message: ${programName} at ${universityName}`),
    intro: i18n._(
      msg`There is a new message about ${studentName}'s application for ${programName} at ${universityName}:`,
    ),
    action: i18n._(msg`Open the conversation`),
  };
};
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
      const { subject, intro, action } = texts(emailTextsIn(language), params);
      return {
        subject,
        lines: [intro, excerpt],
        action: {
          label: action,
          url: applicationLink(publicUrl, language, types.get(recipient.id)!, application.id),
        },
      };
    },
  });
}
