import type { Client } from '#sdk/client';
import type { Pagination } from '#sdk/schemas/common';
import type * as v from 'valibot';
import type {
  Webhook,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookPayload,
  WebhookWithSecret,
} from '#sdk/schemas/webhooks';

export { verifyWebhook as verify } from '#sdk/webhook-signature';

/** The signed-in agency's or university's endpoints, newest first. */
export function list(client: Client): Promise<{ webhooks: Webhook[] }> {
  return client.request('GET', '/webhooks');
}

/** Registers an endpoint for these events; the answer holds its signing secret this once. */
export function create(client: Client, payload: WebhookPayload): Promise<WebhookWithSecret> {
  return client.request('POST', '/webhooks', { body: payload });
}

/** Removes an endpoint with its delivery log. */
export function remove(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/webhooks/${id}`);
}

/** Sends a `webhook.test` event now, through the same queue as real events. */
export function sendTest(client: Client, id: number): Promise<{ delivery: WebhookDelivery }> {
  return client.request('POST', `/webhooks/${id}/test`);
}

/** A new signing secret; the old one stops signing at once. The answer holds it this once. */
export function rotateSecret(client: Client, id: number): Promise<WebhookWithSecret> {
  return client.request('POST', `/webhooks/${id}/secret`);
}

/** Turns an endpoint the platform disabled after a day of failures on again; waiting deliveries resume. */
export function enable(client: Client, id: number): Promise<{ webhook: Webhook }> {
  return client.request('POST', `/webhooks/${id}/enable`);
}

/** The delivery log: each event with its status, attempts and the endpoint's last answer, newest first. */
export function deliveries(
  client: Client,
  id: number,
  query: v.InferInput<typeof WebhookDeliveriesQuery> = {},
): Promise<{ deliveries: WebhookDelivery[]; pagination: Pagination }> {
  return client.request('GET', `/webhooks/${id}/deliveries`, { query });
}
