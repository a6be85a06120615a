import { signWebhook } from '#sdk/webhook-signature';
import type { WebhookBody } from '#sdk/schemas/webhooks';
import type { App } from '#server/utils/app.ts';
import { startPollLoop } from '#server/utils/poll-loop.ts';
import { webhookDisabledEmail } from '#server/services/mail/emails/webhook-disabled.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import {
  claimDueDeliveries,
  markAttemptFailed,
  markDelivered,
  releaseDeliveries,
} from './delivery-outbox.repository.ts';
import { postDelivery } from './post-delivery.ts';

const BATCH = 20;
/** Longer than an endpoint may take (10 s) times the batch: a crashed worker's deliveries go to another after it. */
const CLAIM_MS = 5 * 60_000;
/** A delivery is retried for a day; then it is given up and its endpoint turned off. */
const RETRY_FOR_MS = 24 * 3600_000;
const MAX_WAIT_MS = 3600_000;

/** The wait after the n-th failed attempt: the base, doubling each time, up to an hour. */
export const retryWaitMs = (baseMs: number, attempts: number) => Math.min(baseMs * 2 ** (attempts - 1), MAX_WAIT_MS);

type Claimed = Awaited<ReturnType<typeof claimDueDeliveries>>[number];

async function hookOf(app: App, webhookId: number) {
  return app.db
    .selectFrom('webhooks')
    .innerJoin('users', 'users.id', 'webhooks.user_id')
    .select(['webhooks.url', 'webhooks.secret', 'users.email', 'users.language'])
    .where('webhooks.id', '=', webhookId)
    .executeTakeFirst();
}

/** Gives a delivery up after a day of failures: its endpoint is turned off and its owner e-mailed. */
async function giveUp(app: App, delivery: Claimed, hook: { url: string; email: string; language: string | null }) {
  const language = hook.language === 'ar' ? 'ar' : 'en';
  await app.db.transaction().execute(async (trx) => {
    const turnedOff = await trx
      .updateTable('webhooks')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', delivery.webhook_id)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (Number(turnedOff.numUpdatedRows))
      await enqueueEmail(
        trx,
        webhookDisabledEmail(
          hook.email,
          language,
          hook.url,
          portalAddress(app.config.publicUrl, language, '/settings'),
        ),
      );
  });
}

async function deliver(app: App, delivery: Claimed): Promise<void> {
  const hook = await hookOf(app, delivery.webhook_id);
  if (!hook) return;
  const envelope: WebhookBody = {
    id: delivery.id,
    event: delivery.event as WebhookBody['event'],
    createdAt: delivery.created_at,
    data: JSON.parse(delivery.data) as Record<string, unknown>,
  };
  const body = JSON.stringify(envelope);
  const signature = await signWebhook(body, hook.secret, Math.floor(Date.now() / 1000));
  const outcome = await postDelivery(
    hook.url,
    body,
    { 'study-event': delivery.event, 'study-delivery': String(delivery.id), 'study-signature': signature },
    app.config.webhooks.allowPrivate,
  );
  if (outcome.error === null) {
    await markDelivered(app.db, delivery.id, outcome.status!);
    return;
  }
  const retryAt = Date.now() + retryWaitMs(app.config.webhooks.retryBaseMs, delivery.attempts);
  const inTime = retryAt - Date.parse(delivery.created_at) < RETRY_FOR_MS;
  await markAttemptFailed(app.db, delivery.id, {
    responseStatus: outcome.status,
    error: outcome.error,
    nextAttemptAt: inTime ? new Date(retryAt).toISOString() : null,
  });
  if (!inTime) await giveUp(app, delivery, hook);
}

/** Sends the deliveries that are due; answers how many were claimed. */
export async function deliverDueWebhooks(app: App, stopping: () => boolean = () => false): Promise<number> {
  const now = new Date();
  const claimed = await claimDueDeliveries(
    app.db,
    app.dialect,
    now.toISOString(),
    new Date(now.getTime() + CLAIM_MS).toISOString(),
    BATCH,
  );
  for (const [position, delivery] of claimed.entries()) {
    if (stopping()) {
      await releaseDeliveries(
        app.db,
        claimed.slice(position).map((rest) => rest.id),
      );
      break;
    }
    await deliver(app, delivery);
  }
  return claimed.length;
}

/** Runs the delivery every poll interval (and again at once while there is more); answers a stop function. */
export const startWebhookWorker = (app: App) =>
  startPollLoop(
    'webhooks',
    app.config.webhooks.pollMs,
    async (stopping) => (await deliverDueWebhooks(app, stopping)) === BATCH,
  );
