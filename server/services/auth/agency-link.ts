import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables/database.ts';

/**
 * A student who registers through an agency's widget is linked to that agency: their student
 * record is created with the agency set (issue: embed kit). An unknown slug links nothing.
 */
export async function linkStudentToAgency(db: Kysely<Database>, userId: number, email: string, agencySlug: string) {
  const agency = await db.selectFrom('agencies').select('id').where('agency_slug', '=', agencySlug.toLowerCase()).executeTakeFirst();
  if (!agency) return;
  await db.insertInto('students').values({ user_id: userId, agency_id: agency.id, email }).execute();
}
