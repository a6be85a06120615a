import { randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import type { Pagination } from '#sdk/schemas/common';
import type { Webhook, WebhookDelivery, WebhookEvent, WebhookPayload, WebhookWithSecret } from '#sdk/schemas/webhooks';
import type { App } from '#server/utils/app.ts';
import { fail, invalid, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { isPrivateAddress } from './endpoint-address.ts';
import {
  countDeliveries,
  deleteWebhook,
  findOwnWebhook,
  insertDeliveries,
  insertWebhook,
  listDeliveries,
  listOwnWebhooks,
  updateWebhook,
} from './webhook.repository.ts';

/** Enough for a CRM, a website and a few automations. */
const MAX_WEBHOOKS = 10;

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

type WebhookRow = { id: number; url: string; events: string; created_at: string; disabled_at: string | null };

const presentWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as WebhookEvent[],
  createdAt: row.created_at,
  disabledAt: row.disabled_at,
});

type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number];

export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: row.event as WebhookDelivery['event'],
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.response_status,
  error: row.last_error,
  createdAt: row.created_at,
  deliveredAt: row.delivered_at,
  nextAttemptAt: row.status === 'PENDING' ? row.next_attempt_at : null,
});

/** A literal private address is refused when the webhook is saved; names are checked when each delivery connects. */
function checkAddress(app: App, url: string) {
  if (app.config.webhooks.allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || ((/^[\d.]+$/.test(host) || host.includes(':')) && isPrivateAddress(host)))
    invalid([{ field: 'url', message: 'Webhooks can only be sent to public addresses' }]);
}

async function ownWebhook(app: App, userId: number, id: number) {
  const hook = await findOwnWebhook(app.db, userId, id);
  if (!hook) notFound('WEBHOOK_NOT_FOUND');
  return hook;
}

/** GET /webhooks. */
export async function listWebhooks(app: App, userId: number): Promise<{ webhooks: Webhook[] }> {
  return { webhooks: (await listOwnWebhooks(app.db, userId)).map(presentWebhook) };
}

/** POST /webhooks: the secret is answered this once. */
export async function createWebhook(
  app: App,
  userId: number,
  payload: v.InferOutput<typeof WebhookPayload>,
): Promise<WebhookWithSecret> {
  checkAddress(app, payload.url);
  if ((await listOwnWebhooks(app.db, userId)).length >= MAX_WEBHOOKS)
    fail(409, 'CONFLICT', { reason: 'TOO_MANY_WEBHOOKS', params: { max: MAX_WEBHOOKS } });
  const secret = newSecret();
  const row = await insertWebhook(app.db, { userId, url: payload.url, events: payload.events, secret });
  return { webhook: presentWebhook(row), secret };
}

/** DELETE /webhooks/{id}. */
export async function removeWebhook(app: App, userId: number, id: number): Promise<{ success: true }> {
  await ownWebhook(app, userId, id);
  await deleteWebhook(app.db, id);
  return { success: true };
}

/** POST /webhooks/{id}/secret: a new secret signs every delivery from now on. */
export async function rotateWebhookSecret(app: App, userId: number, id: number): Promise<WebhookWithSecret> {
  await ownWebhook(app, userId, id);
  const secret = newSecret();
  return { webhook: presentWebhook(await updateWebhook(app.db, id, { secret })), secret };
}

/** POST /webhooks/{id}/enable: deliveries waiting since it was disabled go out again, in order. */
export async function enableWebhook(app: App, userId: number, id: number): Promise<{ webhook: Webhook }> {
  await ownWebhook(app, userId, id);
  return { webhook: presentWebhook(await updateWebhook(app.db, id, { disabled_at: null })) };
}

/** POST /webhooks/{id}/test: a `webhook.test` event through the same queue as real ones. */
export async function sendTestEvent(app: App, userId: number, id: number): Promise<{ delivery: WebhookDelivery }> {
  const hook = await ownWebhook(app, userId, id);
  const at = new Date().toISOString();
  const [delivery] = await insertDeliveries(app.db, [
    {
      webhookId: hook.id,
      event: 'webhook.test',
      resource: `test:${at}`,
      data: JSON.stringify({ webhookId: hook.id }),
      at,
    },
  ]);
  return { delivery: presentDelivery(delivery) };
}

/** GET /webhooks/{id}/deliveries. */
export async function webhookDeliveries(
  app: App,
  userId: number,
  id: number,
  query: { page: number; limit: number },
): Promise<{ deliveries: WebhookDelivery[]; pagination: Pagination }> {
  await ownWebhook(app, userId, id);
  const [rows, total] = await Promise.all([
    listDeliveries(app.db, id, pageWindow(query.page, query.limit)),
    countDeliveries(app.db, id),
  ]);
  return { deliveries: rows.map(presentDelivery), pagination: pagination(query.page, query.limit, total) };
}
