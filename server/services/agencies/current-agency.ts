import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { forbidden, notFound } from '#server/utils/errors.ts';
import { type AgencyAccess, findAgencyAccess } from './agency-access.ts';

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

/** Whether a counsellor may see a record assigned to `assignedMemberId` (managers and the owner see all). */
export const inScope = (agency: AgencyAccess, assignedMemberId: number | null) =>
  agency.counsellorId === null || agency.counsellorId === assignedMemberId;
