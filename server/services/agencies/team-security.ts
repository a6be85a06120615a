import type { Kysely } from 'kysely';
import type { SecuritySettings } from '#sdk/schemas/two-factor';
import type { Database } from '#server/db/tables/database.ts';
import type { App } from '#server/utils/app.ts';
import { requireAgencyOwner } from './current-agency.ts';

/** Whether the agency an AGENCY account belongs to requires a second factor of its accounts. */
export async function agencyRequiresTwoFactor(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('agency_members')
    .innerJoin('agencies', 'agencies.id', 'agency_members.agency_id')
    .select('agencies.two_factor_required')
    .where('agency_members.user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.two_factor_required);
}

/**
 * PUT /agency/settings/security: the owner requires a second factor of every account of the
 * agency, their own too; until a member sets it up, every route but the set-up answers 403.
 */
export async function changeTeamSecurity(
  app: App,
  userId: number,
  security: SecuritySettings,
): Promise<{ security: SecuritySettings }> {
  const agency = await requireAgencyOwner(app.db, userId);
  await app.db
    .updateTable('agencies')
    .set({ two_factor_required: security.twoFactorRequired })
    .where('id', '=', agency.id)
    .execute();
  return { security };
}
