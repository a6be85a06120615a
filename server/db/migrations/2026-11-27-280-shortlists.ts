// Shortlists: the programmes a student keeps, saved by the student or by their agency.
// One row per student and programme; the intake is kept by id and start date without a foreign
// key, since a programme's editor replaces its intakes (as applications keep theirs, migration 130).
import { type Kysely, sql } from 'kysely';
import { isPostgres, timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const now = isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await withId(db, db.schema.createTable('shortlist_items'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('intake_id', 'integer')
    .addColumn('intake_start_date', 'text')
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('shortlist_items_student_program_key', ['student_id', 'program_id'])
    .execute();
  await db.schema.createIndex('shortlist_items_program_idx').on('shortlist_items').column('program_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shortlist_items').ifExists().execute();
}
