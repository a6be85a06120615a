import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { forbidden, notFound } from '#server/utils/errors.ts';
import { type AgencyAccess, type AgencyScope, findAgencyAccess } from './agency-access.ts';

/** The agency of a signed-in AGENCY user with their role and scope (agency-access.ts), or 404 before the agency's setup. */
export async function requireAgency(db: Kysely<Database>, userId: number): Promise<AgencyAccess> {
  const agency = await findAgencyAccess(db, userId);
  if (!agency) notFound('AGENCY_PROFILE_NOT_FOUND');
  return agency;
}

/** `requireAgency` for what only the owner does: the plan, the embed settings, the team, API keys and webhooks (403 for others). */
export async function requireAgencyOwner(db: Kysely<Database>, userId: number): Promise<AgencyAccess> {
  const agency = await requireAgency(db, userId);
  if (agency.member.role !== 'OWNER') forbidden('OWNER_ONLY');
  return agency;
}

/**
 * Whether the member may see a record: a counsellor those assigned to them, a manager limited to an
 * office those of that office (a student's office; a lead's is its assignee's), the others all.
 */
export const inScope = (agency: AgencyScope, record: { assignedMemberId: number | null; officeId: number | null }) =>
  (agency.counsellorId === null || agency.counsellorId === record.assignedMemberId) &&
  (agency.officeId === null || agency.officeId === record.officeId);
