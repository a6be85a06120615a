import type { App } from '#server/utils/app.ts';
import { startPollLoop } from '#server/utils/poll-loop.ts';
import { emailSettings } from '#server/services/settings/settings.service.ts';
import { claimDueEmails, markEmailFailed, markEmailSent, releaseEmails } from './outbox.repository.ts';
import type { MailTransport } from './transport.ts';

const BATCH = 20;
/** How long a claimed e-mail is this worker's before another may take it (a crashed worker's e-mails). */
const CLAIM_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;

/** Waits 30 s after the first failure, doubling each time up to an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Sends the e-mails that are due; answers how many were handed over. When `stopping` turns true
 * (the server is draining) the e-mail being sent finishes and the rest of the batch is released.
 */
export async function deliverDueEmails(
  app: App,
  transport: MailTransport,
  stopping: () => boolean = () => false,
): Promise<number> {
  const now = new Date();
  const claimed = await claimDueEmails(
    app.db,
    app.dialect,
    now.toISOString(),
    new Date(now.getTime() + CLAIM_MS).toISOString(),
    BATCH,
  );
  let sent = 0;
  if (!claimed.length) return sent;
  const { email: sender } = await emailSettings(app);
  const from = sender.senderName ? { name: sender.senderName, address: sender.senderAddress } : sender.senderAddress;
  for (const [position, email] of claimed.entries()) {
    if (stopping()) {
      await releaseEmails(
        app.db,
        claimed.slice(position).map((rest) => rest.id),
      );
      break;
    }
    try {
      const messageId = await transport.send({
        id: email.id,
        from,
        to: email.to_address,
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
      });
      await markEmailSent(app.db, email.id, messageId);
      sent += 1;
    } catch (error) {
      const retryAt =
        email.attempts < MAX_ATTEMPTS ? new Date(Date.now() + retryDelayMs(email.attempts)).toISOString() : null;
      await markEmailFailed(app.db, email.id, String((error as Error)?.message ?? error), retryAt);
    }
  }
  return sent;
}

/** Runs the delivery every `pollMs` (and again at once while there is more); answers a stop function. */
export function startMailWorker(app: App, transport: MailTransport): () => Promise<void> {
  const stop = startPollLoop(
    'mail',
    app.config.mail.pollMs,
    async (stopping) => (await deliverDueEmails(app, transport, stopping)) === BATCH,
  );
  return async () => {
    await stop();
    transport.close();
  };
}
