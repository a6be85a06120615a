// When an application first reached each stage of the agencies' funnel, on its own row (as it
// already carried submitted_at, reviewed_at and decided_at): the admins' approval, the offer and
// the enrolment. The analytics read an agency's applications by these stamps through indexes that
// hold what they count (the destination, the student, the stamp before), instead of joining each
// move of the timeline to its application. Filled from the timelines.
import { type Kysely, sql } from 'kysely';
import { timestampType } from './portable.ts';

const STAMPS = [
  ['admin_approved_at', 'ADMIN_APPROVED'],
  ['accepted_at', 'ACCEPTED'],
  ['enrolled_at', 'ENROLLED'],
] as const;

const INDEXES = [
  ['applications_agency_submitted_idx', ['agency_id', 'submitted_at', 'university_id', 'program_name', 'student_id']],
  ['applications_agency_approved_idx', ['agency_id', 'admin_approved_at', 'submitted_at']],
  [
    'applications_agency_accepted_idx',
    ['agency_id', 'accepted_at', 'admin_approved_at', 'university_id', 'program_name', 'student_id'],
  ],
  ['applications_agency_enrolled_idx', ['agency_id', 'enrolled_at', 'accepted_at']],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, status] of STAMPS) {
    await db.schema.alterTable('applications').addColumn(column, timestampType(db)).execute();
    await sql`
      UPDATE applications SET ${sql.ref(column)} = (
        SELECT min(e.created_at) FROM application_events e
        WHERE e.application_id = applications.id AND e.kind = 'STATUS' AND e.to_status = ${status}
      )`.execute(db);
  }
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('applications')
      .columns([...columns])
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  for (const [column] of STAMPS) await db.schema.alterTable('applications').dropColumn(column).execute();
}
