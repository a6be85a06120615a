import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const findApplicant = (db: Kysely<Database>, studentId: number) =>
  db.selectFrom('students').selectAll().where('id', '=', studentId).executeTakeFirstOrThrow();

/** The university's programme an application names (applications keep the programme's name). */
export const findProgramNamed = (db: Kysely<Database>, universityId: number, name: string) =>
  db
    .selectFrom('programs')
    .selectAll()
    .where('university_id', '=', universityId)
    .where('name', '=', name)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/** Records the university's rating and notes while the application is under review; answers whether it did. */
export async function updateUniversityReview(
  db: Kysely<Database>,
  id: number,
  review: { rating: number; notes: string | null },
) {
  const result = await db
    .updateTable('applications')
    .set({ review_rating: review.rating, review_notes: review.notes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'UNDER_REVIEW')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The applicant-facing outcome of a decision: the note and the conditions of an acceptance. */
export const updateDecisionNotes = (
  db: Kysely<Database>,
  id: number,
  outcome: { note: string | null; conditions: string | null },
) =>
  db
    .updateTable('applications')
    .set({ university_notes: outcome.note, decision_conditions: outcome.conditions })
    .where('id', '=', id)
    .execute();
