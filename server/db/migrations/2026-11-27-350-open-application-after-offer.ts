// The one-open-application rule (migration 2026-11-24-080) after the offer statuses: a
// declined offer and a no-show have ended the application like a rejection, so the student may
// apply to the programme again. The partial unique index is made again without them; an
// enrolment still counts (the student is in the programme). Drop and create run in the
// migration's transaction on PostgreSQL; SQLite rebuilds the index at once.
import { type Kysely, sql } from 'kysely';

const ENDED_BEFORE = `'WITHDRAWN', 'ADMIN_REJECTED', 'REJECTED'`;
const ENDED = `${ENDED_BEFORE}, 'OFFER_DECLINED', 'NOT_ENROLLED'`;

async function openIndex(db: Kysely<any>, ended: string): Promise<void> {
  await db.schema.dropIndex('applications_open_unique').ifExists().execute();
  await db.schema
    .createIndex('applications_open_unique')
    .on('applications')
    .columns(['student_id', 'university_id', 'program_name', 'degree_level'])
    .unique()
    .where(sql<boolean>`status NOT IN (${sql.raw(ended)})`)
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await openIndex(db, ENDED);
}

export async function down(db: Kysely<any>): Promise<void> {
  await openIndex(db, ENDED_BEFORE);
}
