// A student has at most one open application per programme (name and degree level)
// at a university, so a double-clicked or replayed submission cannot create a second one. A
// partial unique index holds under concurrent requests on both databases; an application that
// ended (withdrawn, rejected by the admins or the university) no longer counts, so the student
// may apply again.
import { type Kysely, sql } from 'kysely';

const OPEN = sql<boolean>`status NOT IN ('WITHDRAWN', 'ADMIN_REJECTED', 'REJECTED')`;

export async function up(db: Kysely<any>): Promise<void> {
  // Copies left by the old double submit: the oldest stays, later ones are withdrawn on the record.
  const later = sql`
    ${OPEN} AND EXISTS (
      SELECT 1 FROM applications AS first
      WHERE first.student_id = applications.student_id
        AND first.university_id = applications.university_id
        AND first.program_name = applications.program_name
        AND first.degree_level = applications.degree_level
        AND first.status NOT IN ('WITHDRAWN', 'ADMIN_REJECTED', 'REJECTED')
        AND first.id < applications.id)`;
  const now = new Date().toISOString();
  await sql`
    INSERT INTO application_events (application_id, from_status, to_status, note)
    SELECT id, status, 'WITHDRAWN', 'Withdrawn as a copy of an earlier open application'
    FROM applications WHERE ${later}`.execute(db);
  await sql`UPDATE applications SET status = 'WITHDRAWN', updated_at = ${now} WHERE ${later}`.execute(db);
  await db.schema
    .createIndex('applications_open_unique')
    .on('applications')
    .columns(['student_id', 'university_id', 'program_name', 'degree_level'])
    .unique()
    .where(OPEN)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_open_unique').ifExists().execute();
}
