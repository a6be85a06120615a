import type { Kysely } from 'kysely';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { claimDue, releaseClaims } from '#server/services/operations/outbox-claim.ts';

export interface OutgoingEmail {
  to: string;
  language: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues an e-mail; called inside the transaction of the change that causes it. */
export const enqueueEmail = (db: Kysely<Database>, email: OutgoingEmail) =>
  db
    .insertInto('email_outbox')
    .values({
      to_address: email.to,
      language: email.language,
      kind: email.kind,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
    })
    .execute();

/** Claims up to `limit` due e-mails for one worker until `claimedUntil`. */
export const claimDueEmails = (
  db: Kysely<Database>,
  dialect: Dialect,
  now: string,
  claimedUntil: string,
  limit: number,
) => claimDue(db, dialect, 'email_outbox', { now, claimedUntil, limit });

export const markEmailSent = (db: Kysely<Database>, id: number, messageId: string) =>
  db
    .updateTable('email_outbox')
    .set({
      status: 'SENT',
      sent_at: new Date().toISOString(),
      message_id: messageId,
      claimed_until: null,
      last_error: null,
    })
    .where('id', '=', id)
    .execute();

/** A failed attempt: tried again at `nextAttemptAt`, or given up on (FAILED) when there is none. */
export const markEmailFailed = (db: Kysely<Database>, id: number, error: string, nextAttemptAt: string | null) =>
  db
    .updateTable('email_outbox')
    .set({
      status: nextAttemptAt ? 'PENDING' : 'FAILED',
      next_attempt_at: nextAttemptAt ?? new Date().toISOString(),
      claimed_until: null,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();

/** E-mails waiting to be sent, and when the oldest of them was queued (the metrics). */
export const outboxBacklog = (db: Kysely<Database>) =>
  db
    .selectFrom('email_outbox')
    .where('status', '=', 'PENDING')
    .select((eb) => [eb.fn.countAll<number>().as('pending'), eb.fn.min('created_at').as('oldest')])
    .executeTakeFirstOrThrow();

/**
 * Gives claimed e-mails back unsent (a worker stopping mid-batch), so that another instance
 * takes them at once rather than after the claim runs out; their claim's attempt is taken back.
 */
export const releaseEmails = (db: Kysely<Database>, ids: number[]) => releaseClaims(db, 'email_outbox', ids);

/** The outbox, newest first, for the admins' console. */
export async function listOutbox(db: Kysely<Database>, filter: { to?: string; offset: number; limit: number }) {
  const base = db.selectFrom('email_outbox').$if(Boolean(filter.to), (q) => q.where('to_address', '=', filter.to!));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
