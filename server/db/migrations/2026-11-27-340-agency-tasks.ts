// Tasks and reminders: a task of an agency on one of its students, leads or
// applications, assigned to a member, with a due date; done or not. `origin_key` names the event a
// task was made for (a document request, a lead not contacted, an intake deadline), so the same
// event never makes two tasks; `reminded_at` is when the due-date e-mail was queued.
import type { Kysely } from 'kysely';
import { timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('agency_tasks'))
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    /** What an event's task names besides its subject: the programme of an intake deadline. */
    .addColumn('detail', 'text')
    /** YYYY-MM-DD. */
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('assigned_member_id', 'integer', (c) => c.references('agency_members.id').onDelete('set null'))
    /** STUDENT, LEAD or APPLICATION. */
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    /** MANUAL, DOCUMENT_REQUEST, LEAD_NOT_CONTACTED or INTAKE_DEADLINE. */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('origin_key', 'text', (c) => c.unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('done_at', ts)
    .addColumn('done_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reminded_at', ts)
    .execute();
  await db.schema
    .createIndex('agency_tasks_assignee_idx')
    .on('agency_tasks')
    .columns(['assigned_member_id', 'due_date'])
    .execute();
  await db.schema
    .createIndex('agency_tasks_subject_idx')
    .on('agency_tasks')
    .columns(['subject_type', 'subject_id'])
    .execute();
  await db.schema.createIndex('agency_tasks_agency_idx').on('agency_tasks').column('agency_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agency_tasks').ifExists().execute();
}
