import type { Kysely } from 'kysely';
import type { ClaimStatus } from '#sdk/schemas/commission';
import type { CommissionClaimChangedData } from '#sdk/schemas/webhooks';
import type { Currency } from '#sdk/schemas/program-parts';
import type { Database } from '#server/db/tables/database.ts';
import { publishEvent } from '#server/services/webhooks/publish.ts';

/**
 * `commission_claim.status_changed` for the agency's and the university's endpoints: a claim
 * expected (`from` null), raised, paid, disputed or received (data: `CommissionClaimChangedData`).
 * Call it in the transaction of the change.
 */
export async function publishClaimChange(
  trx: Kysely<Database>,
  claimId: number,
  from: ClaimStatus | null,
): Promise<void> {
  const claim = await trx
    .selectFrom('commission_claims')
    .innerJoin('agencies', 'agencies.id', 'commission_claims.agency_id')
    .innerJoin('universities', 'universities.id', 'commission_claims.university_id')
    .select([
      'commission_claims.id',
      'commission_claims.application_id',
      'commission_claims.status',
      'commission_claims.amount',
      'commission_claims.currency',
      'commission_claims.invoice_number',
      'commission_claims.dispute_reason',
      'commission_claims.updated_at',
      'agencies.user_id as agency_user_id',
      'universities.user_id as university_user_id',
    ])
    .where('commission_claims.id', '=', claimId)
    .executeTakeFirstOrThrow();
  await publishEvent(trx, {
    name: 'commission_claim.status_changed',
    userIds: [claim.agency_user_id, ...(claim.university_user_id === null ? [] : [claim.university_user_id])],
    resource: `commission_claim:${claim.id}`,
    data: {
      claimId: claim.id,
      applicationId: claim.application_id,
      from,
      status: claim.status as ClaimStatus,
      amount: Number(claim.amount),
      currency: claim.currency as Currency,
      invoiceNumber: claim.invoice_number,
      disputeReason: claim.status === 'DISPUTED' ? claim.dispute_reason : null,
      changedAt: claim.updated_at,
    } satisfies CommissionClaimChangedData,
  });
}
