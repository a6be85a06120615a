import type { Kysely } from 'kysely';
import type { NotificationKind } from '#sdk/schemas/notification';
import type { Database } from '#server/db/tables/database.ts';
import { type EmailContent, type EmailLanguage, renderEmail } from '#server/services/mail/email-layout.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import { insertNotifications, optedOut } from './notification.repository.ts';

export interface Recipient {
  id: number;
  email: string;
  language: string;
}

export interface NotificationEvent {
  kind: NotificationKind;
  applicationId: number | null;
  params: Record<string, string>;
  /** The e-mail's subject, lines and button in one language, for one recipient. */
  email: (language: EmailLanguage, recipient: Recipient) => Omit<EmailContent, 'kind' | 'to' | 'language'>;
}

/**
 * Writes the bell notification and queues the e-mail (unless the recipient turned that kind off)
 * for each recipient, inside the caller's transaction: the change and its notices commit together.
 */
export async function notifyUsers(trx: Kysely<Database>, recipients: Recipient[], event: NotificationEvent) {
  if (!recipients.length) return;
  await insertNotifications(
    trx,
    recipients.map((r) => ({
      userId: r.id,
      kind: event.kind,
      applicationId: event.applicationId,
      params: event.params,
    })),
  );
  const off = await optedOut(
    trx,
    recipients.map((r) => r.id),
    event.kind,
  );
  for (const recipient of recipients) {
    if (off.has(recipient.id)) continue;
    const language: EmailLanguage = recipient.language === 'ar' ? 'ar' : 'en';
    await enqueueEmail(
      trx,
      renderEmail({ kind: event.kind, to: recipient.email, language, ...event.email(language, recipient) }),
    );
  }
}
