import { type Kysely, sql } from 'kysely';
import type { SubscriptionTier } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { contains } from '#server/utils/contains.ts';
import { agenciesWithCounts } from '#server/services/agencies/agency.repository.ts';

export interface AdminAgencyFilter {
  search?: string;
  country?: string;
  subscriptionTier?: SubscriptionTier;
  status?: 'active' | 'inactive';
}

/** One page of agencies, newest first, with e-mail and counts, and the total the filter finds. */
export async function listAdminAgencies(
  db: Kysely<Database>,
  filter: AdminAgencyFilter,
  page: { offset: number; limit: number },
) {
  let base = agenciesWithCounts(db);
  if (filter.country) base = base.where(sql`lower(agencies.country)`, '=', filter.country.toLowerCase());
  if (filter.subscriptionTier) base = base.where('agencies.subscription_tier', '=', filter.subscriptionTier);
  if (filter.status) base = base.where('agencies.subscription_active', '=', filter.status === 'active');
  if (filter.search) {
    const search = filter.search;
    base = base.where((eb) =>
      eb.or(
        (['agencies.name', 'users.email', 'agencies.city', 'agencies.country'] as const).map((column) =>
          contains(eb.ref(column), search),
        ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .orderBy('agencies.created_at', 'desc')
      .orderBy('agencies.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export const findAgencyById = (db: Kysely<Database>, id: number) =>
  agenciesWithCounts(db).where('agencies.id', '=', id).executeTakeFirst();

export const findAgenciesByIds = (db: Kysely<Database>, ids: number[]) =>
  ids.length
    ? agenciesWithCounts(db).where('agencies.id', 'in', ids).orderBy('agencies.name').execute()
    : Promise.resolve([]);

/** Total, active subscriptions, PROFESSIONAL or ENTERPRISE, distinct countries: over every agency. */
export const agencyFigures = (db: Kysely<Database>) =>
  db
    .selectFrom('agencies')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('subscription_active', '=', true).then(1).else(0).end()).as('active'),
      eb.fn
        .sum<number>(eb.case().when('subscription_tier', 'in', ['PROFESSIONAL', 'ENTERPRISE']).then(1).else(0).end())
        .as('professional_plus'),
      eb.fn.count<number>('country').distinct().as('countries'),
    ])
    .executeTakeFirstOrThrow();

/** Turns agencies' subscriptions on or off. */
export const setAgenciesActive = (db: Kysely<Database>, ids: number[], active: boolean) =>
  db
    .updateTable('agencies')
    .set({ subscription_active: active, updated_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .execute();
