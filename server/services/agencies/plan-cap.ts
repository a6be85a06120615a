import type { Kysely } from 'kysely';
import { AGENCY_PLAN_CAPS } from '#sdk/schemas/constants';
import type { SubscriptionTier } from '#sdk/schemas/enums';
import type { Refusal } from '#sdk/schemas/refusals';
import type { PlanUsage } from '#sdk/schemas/student';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { conflict } from '#server/utils/errors.ts';
import { countActiveAgencyStudents } from '#server/services/students/student.repository.ts';
import { lockAgency } from './agency.repository.ts';

/** The number of active students a plan holds, or null for unlimited (spec part 2, 9). */
export const agencyPlanCap = (tier: SubscriptionTier): number | null => AGENCY_PLAN_CAPS[tier];

interface PlanHolder {
  id: number;
  subscription_tier: SubscriptionTier;
}

/** The plan's room now: active students against the cap. */
export async function planUsage(db: Kysely<Database>, agency: PlanHolder): Promise<PlanUsage> {
  const tier = agency.subscription_tier;
  return { tier, used: await countActiveAgencyStudents(db, agency.id), cap: agencyPlanCap(tier) };
}

/**
 * The one plan rule (ARCHITECTURE.md, Decisions: caps are enforced by the server): `adding` more active students
 * must fit the plan, or 409 naming the plan and its cap. Every way a student becomes active
 * (create, import, reactivate, lead conversion, registration through the agency's widget link)
 * calls it inside the transaction that makes the change. On PostgreSQL the agency row is held
 * until that transaction ends, so concurrent requests are counted one after the other; SQLite
 * has one writer and Kysely runs its transactions one at a time on its one connection.
 */
export async function ensureRoomForStudents(
  trx: Kysely<Database>,
  dialect: Dialect,
  agency: PlanHolder,
  adding = 1,
): Promise<void> {
  if (agencyPlanCap(agency.subscription_tier) === null || adding <= 0) return;
  if (dialect === 'postgres') await lockAgency(trx, agency.id);
  const problem = await planProblem(trx, agency, adding);
  if (problem) conflict(problem);
}

/** The plan's refusal of `adding` more active students now, or null when they fit (what a dry run reports). */
export async function planProblem(db: Kysely<Database>, agency: PlanHolder, adding: number): Promise<Refusal | null> {
  const cap = agencyPlanCap(agency.subscription_tier);
  if (cap === null || adding <= 0) return null;
  if ((await countActiveAgencyStudents(db, agency.id)) + adding <= cap) return null;
  return { reason: 'PLAN_CAP_REACHED', params: { plan: agency.subscription_tier, limit: cap } };
}
