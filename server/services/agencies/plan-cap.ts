import type { Kysely } from 'kysely';
import { AGENCY_PLAN_CAPS } from '#sdk/schemas/constants';
import type { SubscriptionTier } from '#sdk/schemas/enums';
import type { Database } from '../../db/tables/database.ts';
import { conflict } from '../../utils/errors.ts';

/** The number of students a plan holds, or null for unlimited (spec part 1, 9). */
export const agencyPlanCap = (tier: SubscriptionTier): number | null => AGENCY_PLAN_CAPS[tier];

/**
 * Refuses a new student when the agency's plan is full (409). DESIGN.md: plan caps are
 * enforced by the server. Call it inside the transaction that inserts the student.
 */
export async function ensureRoomForStudent(db: Kysely<Database>, agencyId: number, tier: SubscriptionTier): Promise<void> {
  const cap = agencyPlanCap(tier);
  if (cap === null) return;
  const { count } = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('agency_id', '=', agencyId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= cap) conflict(`Your ${tier} plan allows up to ${cap} students. Upgrade your plan to add more.`);
}
