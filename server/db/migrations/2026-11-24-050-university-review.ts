// The university's side of an application: its own rating and notes (internal), and
// the conditions of an acceptance (which the applicant sees, beside the decision note kept in
// university_notes).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('decision_conditions', 'text').execute();
  await db.schema.alterTable('applications').addColumn('review_rating', 'integer').execute();
  await db.schema.alterTable('applications').addColumn('review_notes', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['review_notes', 'review_rating', 'decision_conditions'])
    await db.schema.alterTable('applications').dropColumn(column).execute();
}
