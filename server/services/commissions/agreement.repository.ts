import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** Whose records a reader sees: one agency's, one university's, or (an admin) all. */
export type CommissionScope = { agencyId?: number; universityId?: number };

const agreements = (db: Kysely<Database>) =>
  db
    .selectFrom('commission_agreements')
    .innerJoin('agencies', 'agencies.id', 'commission_agreements.agency_id')
    .innerJoin('universities', 'universities.id', 'commission_agreements.university_id')
    .selectAll('commission_agreements')
    .select(['agencies.name as agency_name', 'universities.name as university_name']);

export type AgreementRow = NonNullable<Awaited<ReturnType<typeof findAgreement>>>;

export const findAgreement = (db: Kysely<Database>, id: number) =>
  agreements(db).where('commission_agreements.id', '=', id).executeTakeFirst();

/** The agreements in the reader's scope, newest first, narrowed by the filter (of one agency, university, confirmed or not). */
export function listAgreementRows(
  db: Kysely<Database>,
  scope: CommissionScope,
  filter: CommissionScope & { confirmed?: boolean } = {},
) {
  let query = agreements(db);
  for (const { agencyId, universityId } of [scope, filter]) {
    if (agencyId !== undefined) query = query.where('commission_agreements.agency_id', '=', agencyId);
    if (universityId !== undefined) query = query.where('commission_agreements.university_id', '=', universityId);
  }
  if (filter.confirmed !== undefined)
    query = query.where('commission_agreements.confirmed_at', filter.confirmed ? 'is not' : 'is', null);
  return query.orderBy('commission_agreements.id', 'desc').execute();
}

export const insertAgreement = (db: Kysely<Database>, values: Insertable<Database['commission_agreements']>) =>
  db.insertInto('commission_agreements').values(values).returning('id').executeTakeFirstOrThrow();

/** Changes an agreement of the agency; nothing when it has none of that id. */
export const updateAgencyAgreement = (
  db: Kysely<Database>,
  agencyId: number,
  id: number,
  values: Updateable<Database['commission_agreements']>,
) =>
  db
    .updateTable('commission_agreements')
    .set(values)
    .where('id', '=', id)
    .where('agency_id', '=', agencyId)
    .returning('id')
    .executeTakeFirst();

/** Confirms an agreement naming the university; nothing when none of that id names it. */
export const confirmUniversityAgreement = (db: Kysely<Database>, universityId: number, id: number, userId: number) => {
  const now = new Date().toISOString();
  return db
    .updateTable('commission_agreements')
    .set({ confirmed_at: now, confirmed_by: userId, updated_at: now })
    .where('id', '=', id)
    .where('university_id', '=', universityId)
    .returning('id')
    .executeTakeFirst();
};

/** The newest confirmed agreement between the two that holds on `day` (YYYY-MM-DD). */
export const findValidAgreement = (db: Kysely<Database>, agencyId: number, universityId: number, day: string) =>
  db
    .selectFrom('commission_agreements')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('university_id', '=', universityId)
    .where('confirmed_at', 'is not', null)
    .where('valid_from', '<=', day)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', day)]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
