import type { Kysely } from 'kysely';
import type { AgencyRole } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { violatesUnique } from '#server/db/unique-violation.ts';
import { EMBED_COLUMNS, type EmbedRow } from './embed.repository.ts';

/**
 * Who a signed-in AGENCY user is in their agency: the agency, their membership, and what
 * they may see. This is the one place a member is tied to an agency and a scope: every agency route
 * goes through `requireAgency`, and every list and lookup of students, leads and applications
 * filters by `counsellorId` when it is set.
 */
export interface AgencyAccess extends EmbedRow {
  member: { id: number; role: AgencyRole; officeId: number | null; officeOnly: boolean };
  /** A counsellor's own member id: they see only what is assigned to them. Null for the owner and managers (all). */
  counsellorId: number | null;
  /**
   * The office of a manager limited to it: they see only its students (and their applications) and
   * the leads assigned to its members. Null: every office.
   */
  officeId: number | null;
}

const membershipOf = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('agency_members')
    .innerJoin('agencies', 'agencies.id', 'agency_members.agency_id')
    // An agency whose owner's account an admin turned off is closed to its members too.
    .innerJoin('users as owner', 'owner.id', 'agencies.user_id')
    .where('owner.is_active', '=', true)
    .select(EMBED_COLUMNS.map((column) => `agencies.${column}` as const))
    .select([
      'agency_members.id as member_id',
      'agency_members.role',
      'agency_members.office_id',
      'agency_members.office_only',
    ])
    .where('agency_members.user_id', '=', userId)
    .executeTakeFirst();

/**
 * The owner's membership row, made now for an agency set up without one (by a release before
 * teams, during a rolling upgrade); two requests racing meet the unique user index.
 */
async function ownerMembership(db: Kysely<Database>, userId: number) {
  const agency = await db
    .selectFrom('agencies')
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!agency) return undefined;
  try {
    await insertMember(db, { agencyId: agency.id, userId, role: 'OWNER' });
  } catch (error) {
    if (!violatesUnique(error, 'user_id')) throw error;
  }
  return membershipOf(db, userId);
}

export const insertMember = (
  db: Kysely<Database>,
  member: { agencyId: number; userId: number; role: AgencyRole; officeId?: number | null },
) =>
  db
    .insertInto('agency_members')
    .values({
      agency_id: member.agencyId,
      user_id: member.userId,
      role: member.role,
      office_id: member.officeId ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** The agency and scope of an AGENCY user, or nothing before the agency's setup (or after their removal). */
export async function findAgencyAccess(db: Kysely<Database>, userId: number): Promise<AgencyAccess | undefined> {
  const row = (await membershipOf(db, userId)) ?? (await ownerMembership(db, userId));
  if (!row) return undefined;
  const { member_id, role, office_id, office_only, ...agency } = row;
  const limited = role === 'MANAGER' && Boolean(office_only);
  return {
    ...agency,
    member: { id: member_id, role, officeId: office_id, officeOnly: Boolean(office_only) },
    counsellorId: role === 'COUNSELLOR' ? member_id : null,
    // A limited manager without an office (never saved so, but the column allows it) sees nothing.
    officeId: limited ? (office_id ?? 0) : null,
  };
}

/** What a list or lookup of an agency's records is limited to: the agency, a counsellor's own records, a limited manager's office. */
export type AgencyScope = Pick<AgencyAccess, 'id' | 'counsellorId' | 'officeId'>;

/**
 * The office a list is limited to: the scope's, or the one the list asked for (`office=`); one
 * that is not the limited manager's own matches nothing (0 is no office's id).
 */
export function officeOf(scope: Pick<AgencyScope, 'officeId'>, asked: number | undefined): number | undefined {
  if (scope.officeId === null) return asked;
  return asked === undefined || asked === scope.officeId ? scope.officeId : 0;
}

/** The applications filter of a scope: all of the agency's, or those of a counsellor's students (an application follows its student). */
export const applicationScope = (agency: AgencyScope, office?: number) => ({
  agencyId: agency.id,
  assignedMemberId: agency.counsellorId ?? undefined,
  officeId: officeOf(agency, office),
});
