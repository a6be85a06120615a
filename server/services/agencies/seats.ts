import type { Kysely } from 'kysely';
import { AGENCY_PLAN_SEATS } from '#sdk/schemas/constants';
import type { SubscriptionTier } from '#sdk/schemas/enums';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { conflict } from '#server/utils/errors.ts';
import { countAgencyMembers } from './agency-member.repository.ts';
import { lockAgency } from './agency.repository.ts';

/** The staff seats a plan holds, the owner included, or null for unlimited (docs/agency-teams.md). */
export const seatCap = (tier: SubscriptionTier): number | null => AGENCY_PLAN_SEATS[tier];

/**
 * One more member must fit the plan's seats, or 409 SEATS_FULL naming the plan and its seats; like
 * the student cap (plan-cap.ts), counted inside the transaction that adds the member, with the
 * agency row held on PostgreSQL so that two invitations at once are counted one after the other.
 */
export async function ensureSeat(
  trx: Kysely<Database>,
  dialect: Dialect,
  agency: { id: number; subscription_tier: SubscriptionTier },
): Promise<void> {
  const cap = seatCap(agency.subscription_tier);
  if (cap === null) return;
  if (dialect === 'postgres') await lockAgency(trx, agency.id);
  if ((await countAgencyMembers(trx, agency.id)) + 1 > cap)
    conflict({ reason: 'SEATS_FULL', params: { plan: agency.subscription_tier, limit: cap } });
}
