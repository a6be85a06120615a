import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** The language the applicant reads: the student's own account's, else the agency's that manages them. */
export async function findApplicantLanguage(db: Kysely<Database>, studentId: number) {
  const row = await db
    .selectFrom('students')
    .leftJoin('users as own', 'own.id', 'students.user_id')
    .leftJoin('agencies', 'agencies.id', 'students.agency_id')
    .leftJoin('users as agency_user', 'agency_user.id', 'agencies.user_id')
    .select(['own.language as own', 'agency_user.language as agency'])
    .where('students.id', '=', studentId)
    .executeTakeFirst();
  return row?.own ?? row?.agency ?? 'en';
}
