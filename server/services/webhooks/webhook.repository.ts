import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

const WEBHOOK_COLUMNS = ['id', 'url', 'events', 'created_at', 'disabled_at'] as const;

export const insertWebhook = (
  db: Kysely<Database>,
  hook: { userId: number; url: string; events: string[]; secret: string },
) =>
  db
    .insertInto('webhooks')
    .values({
      user_id: hook.userId,
      url: hook.url,
      events: JSON.stringify(hook.events),
      secret: hook.secret,
      created_at: new Date().toISOString(),
    })
    .returning(WEBHOOK_COLUMNS)
    .executeTakeFirstOrThrow();

export const listOwnWebhooks = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('webhooks').select(WEBHOOK_COLUMNS).where('user_id', '=', userId).orderBy('id', 'desc').execute();

export const findOwnWebhook = (db: Kysely<Database>, userId: number, id: number) =>
  db
    .selectFrom('webhooks')
    .select([...WEBHOOK_COLUMNS, 'secret'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const deleteWebhook = (db: Kysely<Database>, id: number) =>
  db.deleteFrom('webhooks').where('id', '=', id).execute();

export const updateWebhook = (
  db: Kysely<Database>,
  id: number,
  changes: { secret?: string; disabled_at?: string | null },
) => db.updateTable('webhooks').set(changes).where('id', '=', id).returning(WEBHOOK_COLUMNS).executeTakeFirstOrThrow();

/** The live endpoints of these users (agency and university accounts) that asked for this event. */
export async function subscribedWebhooks(db: Kysely<Database>, userIds: number[], event: string) {
  if (!userIds.length) return [];
  const hooks = await db
    .selectFrom('webhooks')
    .select(['id', 'events'])
    .where('user_id', 'in', userIds)
    .where('disabled_at', 'is', null)
    .execute();
  return hooks.filter((hook) => (JSON.parse(hook.events) as string[]).includes(event));
}

export const insertDeliveries = (
  db: Kysely<Database>,
  deliveries: { webhookId: number; event: string; resource: string; data: string; at: string }[],
) =>
  db
    .insertInto('webhook_deliveries')
    .values(
      deliveries.map((d) => ({
        webhook_id: d.webhookId,
        event: d.event,
        resource: d.resource,
        data: d.data,
        status: 'PENDING' as const,
        next_attempt_at: d.at,
        created_at: d.at,
      })),
    )
    .returningAll()
    .execute();

/** A webhook's deliveries, newest first. */
export const listDeliveries = (db: Kysely<Database>, webhookId: number, page: { offset: number; limit: number }) =>
  db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();

export const countDeliveries = async (db: Kysely<Database>, webhookId: number) =>
  Number(
    (
      await db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('webhook_id', '=', webhookId)
        .executeTakeFirstOrThrow()
    ).total,
  );
