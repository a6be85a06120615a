import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** Who an invoice is from (the agency's details and logo), who it is to (the university), and when it is payable. */
export async function findInvoiceParties(
  db: Kysely<Database>,
  claim: { agency_id: number; university_id: number; agreement_id: number },
) {
  const [agency, university, agreement] = await Promise.all([
    db
      .selectFrom('agencies')
      .innerJoin('users', 'users.id', 'agencies.user_id')
      .select([
        'agencies.name',
        'agencies.city',
        'agencies.country',
        'agencies.phone',
        'agencies.website',
        'agencies.logo_key',
        'users.email',
        'users.language',
      ])
      .where('agencies.id', '=', claim.agency_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('universities')
      .select(['name', 'city', 'country'])
      .where('id', '=', claim.university_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('commission_agreements')
      .select('payable_after')
      .where('id', '=', claim.agreement_id)
      .executeTakeFirstOrThrow(),
  ]);
  return { agency, university, payableAfter: agreement.payable_after };
}
