// Signed webhooks (sdk/README.md, Webhooks): an agency's or university's endpoints, and an outbox of
// deliveries written in the transaction of the change that causes them and sent by a worker any
// instance may run (like the e-mail outbox), in order per resource, retried for a day.
import type { Kysely } from 'kysely';
import { timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('webhooks'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    /** The events as a JSON array. */
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    /** Set when a delivery failed for a day: nothing more is sent until the owner turns it on again. */
    .addColumn('disabled_at', ts)
    .execute();
  await db.schema.createIndex('webhooks_user_idx').on('webhooks').column('user_id').execute();
  await withId(db, db.schema.createTable('webhook_deliveries'))
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    /** What the event is about, e.g. `application:12`: deliveries of one resource go in order. */
    .addColumn('resource', 'text', (c) => c.notNull())
    /** The event's `data`, as JSON. */
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, (c) => c.notNull())
    .addColumn('claimed_until', ts)
    .addColumn('response_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('delivered_at', ts)
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due_idx')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_webhook_idx')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'resource', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').ifExists().execute();
  await db.schema.dropTable('webhooks').ifExists().execute();
}
