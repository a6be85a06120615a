// What the analytics read by date: accounts by when they were made, applications by
// submission (all and a university's), failed e-mails by when they were written, and the demand
// counters by day. The admins' decisions by when they were made use migration 211's index of the
// timeline's moves into a status by time.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();
  await db.schema.createIndex('applications_submitted_idx').on('applications').column('submitted_at').execute();
  await db.schema
    .createIndex('applications_university_submitted_idx')
    .on('applications')
    .columns(['university_id', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('email_outbox_status_created_idx')
    .on('email_outbox')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('catalogue_demand_day_idx').on('catalogue_demand').columns(['day', 'subject']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'catalogue_demand_day_idx',
    'email_outbox_status_created_idx',
    'applications_university_submitted_idx',
    'applications_submitted_idx',
    'users_created_idx',
  ])
    await db.schema.dropIndex(name).ifExists().execute();
}
