// The review pipeline: university accounts are verified through a claim before they
// own a catalogue entry; an admin takes an application into review (assigned to them); each
// application's document checklist records the admins' decisions; reviewers request documents;
// the timeline records more than status moves (kind, reason).
import { type Kysely, sql } from 'kysely';
import { isPostgres, timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  const created = (c: any) => c.notNull().defaultTo(now);

  await withId(db, db.schema.createTable('university_claims'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('description', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('university_id', 'integer', (c) => c.references('universities.id').onDelete('set null'))
    .addColumn('rejection_reason', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', ts)
    .addColumn('created_at', ts, created)
    .addColumn('updated_at', ts, created)
    .execute();
  await db.schema
    .createIndex('university_claims_status_idx')
    .on('university_claims')
    .columns(['status', 'id'])
    .execute();

  await db.schema.alterTable('applications').addColumn('assigned_admin_id', 'integer').execute();
  await db.schema.alterTable('applications').addColumn('assigned_at', ts).execute();
  await db.schema
    .createIndex('applications_queue_idx')
    .on('applications')
    .columns(['status', 'submitted_at'])
    .execute();

  await db.schema
    .alterTable('application_events')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('STATUS'))
    .execute();
  await db.schema.alterTable('application_events').addColumn('reason', 'text').execute();

  await withId(db, db.schema.createTable('application_checklist_items'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('document_id', 'integer', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('remark', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', ts, (c) => c.notNull())
    .addUniqueConstraint('application_checklist_items_type_unique', ['application_id', 'document_type'])
    .execute();

  await withId(db, db.schema.createTable('document_requests'))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('document_types', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answer_note', 'text')
    .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', ts)
    .addColumn('created_at', ts, created)
    .execute();
  await db.schema
    .createIndex('document_requests_application_idx')
    .on('document_requests')
    .columns(['application_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_requests').ifExists().execute();
  await db.schema.dropTable('application_checklist_items').ifExists().execute();
  await db.schema.dropIndex('applications_queue_idx').ifExists().execute();
  await db.schema.alterTable('application_events').dropColumn('reason').execute();
  await db.schema.alterTable('application_events').dropColumn('kind').execute();
  await db.schema.alterTable('applications').dropColumn('assigned_at').execute();
  await db.schema.alterTable('applications').dropColumn('assigned_admin_id').execute();
  await db.schema.dropTable('university_claims').ifExists().execute();
}
