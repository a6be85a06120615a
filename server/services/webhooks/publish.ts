import type { Kysely } from 'kysely';
import type { WebhookEvent } from '#sdk/schemas/webhooks';
import type { Database } from '#server/db/tables/database.ts';
import { conversationParties } from '#server/services/conversations/conversation.repository.ts';
import { insertDeliveries, subscribedWebhooks } from './webhook.repository.ts';

/**
 * Queues an event for the endpoints of these accounts that asked for it. Call it in the
 * transaction of the change, so the event is sent exactly when the change is kept. `resource`
 * names what it is about (`application:12`): one endpoint receives one resource's events in order.
 */
export async function publishEvent(
  trx: Kysely<Database>,
  event: { name: WebhookEvent; userIds: number[]; resource: string; data: Record<string, unknown> },
): Promise<void> {
  const hooks = await subscribedWebhooks(trx, [...new Set(event.userIds)], event.name);
  if (!hooks.length) return;
  const at = new Date().toISOString();
  const data = JSON.stringify(event.data);
  await insertDeliveries(
    trx,
    hooks.map((hook) => ({ webhookId: hook.id, event: event.name, resource: event.resource, data, at })),
  );
}

/**
 * An event of an application, for the agency and university accounts it concerns (the university
 * from the admins' approval on, as it sees the application), but the one who caused it when named.
 */
export async function publishApplicationEvent(
  trx: Kysely<Database>,
  applicationId: number,
  event: { name: WebhookEvent; data: Record<string, unknown>; exceptUserId?: number },
): Promise<void> {
  const { users } = await conversationParties(trx, applicationId);
  const userIds = users
    .filter(
      (user) => (user.user_type === 'AGENCY' || user.user_type === 'UNIVERSITY') && user.id !== event.exceptUserId,
    )
    .map((user) => user.id);
  await publishEvent(trx, { name: event.name, userIds, resource: `application:${applicationId}`, data: event.data });
}

/** An event of an agency's own records (its leads, its students), for the agency's account. */
export async function publishAgencyEvent(
  trx: Kysely<Database>,
  agencyId: number,
  event: { name: WebhookEvent; resource: string; data: Record<string, unknown> },
): Promise<void> {
  const agency = await trx.selectFrom('agencies').select('user_id').where('id', '=', agencyId).executeTakeFirst();
  if (agency) await publishEvent(trx, { ...event, userIds: [agency.user_id] });
}

/**
 * Many events of one kind about an agency's own records (the students of a CSV import): the
 * endpoints are looked up once, and the events are made (`made`) only when one asked for them.
 */
export async function publishAgencyEvents(
  trx: Kysely<Database>,
  agencyId: number,
  name: WebhookEvent,
  made: () => Promise<{ resource: string; data: Record<string, unknown> }[]>,
): Promise<void> {
  const agency = await trx.selectFrom('agencies').select('user_id').where('id', '=', agencyId).executeTakeFirst();
  const hooks = agency ? await subscribedWebhooks(trx, [agency.user_id], name) : [];
  if (!hooks.length) return;
  const at = new Date().toISOString();
  const events = await made();
  const deliveries = events.flatMap((event) =>
    hooks.map((hook) => ({
      webhookId: hook.id,
      event: name,
      resource: event.resource,
      data: JSON.stringify(event.data),
      at,
    })),
  );
  // In slices: SQLite and PostgreSQL both bound the parameters of one statement.
  for (let i = 0; i < deliveries.length; i += 500) await insertDeliveries(trx, deliveries.slice(i, i + 500));
}
