import type { Kysely } from 'kysely';
import type { AgencyRole } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';

const members = (db: Kysely<Database>, agencyId: number) =>
  db
    .selectFrom('agency_members')
    .innerJoin('users', 'users.id', 'agency_members.user_id')
    .select([
      'agency_members.id',
      'agency_members.user_id',
      'agency_members.role',
      'agency_members.created_at',
      'agency_members.office_id',
      'agency_members.office_only',
      'agency_members.name',
      'users.email',
      // Signed in at least once: by choosing a password from the invitation, or with it.
      (eb) =>
        eb
          .exists(eb.selectFrom('sessions').select('sessions.id').whereRef('sessions.user_id', '=', 'users.id'))
          .as('joined'),
    ])
    .where('agency_members.agency_id', '=', agencyId);

export type AgencyMemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof members>['executeTakeFirst']>>>;

/** The agency's team: the owner first, then managers and counsellors in the order they joined. */
export const listAgencyMembers = (db: Kysely<Database>, agencyId: number) =>
  members(db, agencyId)
    .orderBy((eb) => eb.case().when('agency_members.role', '=', 'OWNER').then(0).else(1).end())
    .orderBy('agency_members.id')
    .execute();

export const findAgencyMember = (db: Kysely<Database>, agencyId: number, id: number) =>
  members(db, agencyId).where('agency_members.id', '=', id).executeTakeFirst();

export const countAgencyMembers = async (db: Kysely<Database>, agencyId: number) =>
  Number(
    (
      await db
        .selectFrom('agency_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('agency_id', '=', agencyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const updateMemberRow = (
  db: Kysely<Database>,
  id: number,
  changes: Partial<{ role: AgencyRole; office_id: number | null; office_only: boolean; name: string | null }>,
) => db.updateTable('agency_members').set(changes).where('id', '=', id).executeTakeFirst();

export const deleteAgencyMember = (db: Kysely<Database>, id: number) =>
  db.deleteFrom('agency_members').where('id', '=', id).executeTakeFirst();

/** Hands every student, lead and task assigned to one member to another. */
export async function reassignMemberRecords(db: Kysely<Database>, from: number, to: number) {
  for (const table of ['students', 'leads', 'agency_tasks'] as const)
    await db.updateTable(table).set({ assigned_member_id: to }).where('assigned_member_id', '=', from).execute();
}

/** Assigns these of the agency's students or leads (the others are left alone); answers how many changed. */
export async function assignRecords(
  db: Kysely<Database>,
  table: 'students' | 'leads',
  agency: { id: number; counsellorId: number | null; officeId: number | null },
  ids: number[],
  memberId: number | null,
) {
  const result = await db
    .updateTable(table)
    .set({ assigned_member_id: memberId })
    .where('agency_id', '=', agency.id)
    .where('id', 'in', ids)
    .$if(agency.counsellorId !== null, (query) => query.where('assigned_member_id', '=', agency.counsellorId))
    .$if(agency.officeId !== null, (query) =>
      table === 'students'
        ? query.where('office_id', '=', agency.officeId)
        : query.where('assigned_member_id', 'in', (eb) =>
            eb
              .selectFrom('agency_members')
              .select('agency_members.id')
              .where('agency_members.office_id', '=', agency.officeId),
          ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
