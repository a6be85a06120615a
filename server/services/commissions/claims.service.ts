import type * as v from 'valibot';
import type { Claim, ClaimList, ClaimListQuery, ClaimStatus } from '#sdk/schemas/commission';
import type { PlainRefusal } from '#sdk/schemas/refusals';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { publishClaimChange } from './claim-events.ts';
import { presentClaim } from './commission.presenter.ts';
import { inScope, scopeOf } from './commission-scope.ts';
import { type ClaimRow, findClaim, listClaimRows, moveClaim } from './claim.repository.ts';

/** GET /commissions/claims. */
export async function listClaims(
  app: App,
  user: SignedIn,
  query: v.InferOutput<typeof ClaimListQuery>,
): Promise<ClaimList> {
  const { rows, total } = await listClaimRows(
    app.db,
    await scopeOf(app, user),
    { status: query.status, agencyId: query.agencyId, universityId: query.universityId },
    pageWindow(query.page, query.limit),
  );
  return { claims: rows.map(presentClaim), pagination: pagination(query.page, query.limit, total) };
}

/** A claim the caller may see; another agency's or university's is not found. */
export async function visibleClaim(app: App, user: SignedIn, id: number): Promise<ClaimRow> {
  const row = await findClaim(app.db, id);
  if (!row || !inScope(await scopeOf(app, user), row)) notFound('COMMISSION_CLAIM_NOT_FOUND');
  return row;
}

/** The number an agency's invoice carries: its own sequence would leak its volume, the claim's id does not. */
const invoiceNumber = (claim: ClaimRow) =>
  `INV-${String(claim.agency_id).padStart(4, '0')}-${String(claim.id).padStart(6, '0')}`;

interface Step {
  from: readonly ClaimStatus[];
  to: ClaimStatus;
  refusal: PlainRefusal;
  changes: (claim: ClaimRow, now: string, reason?: string) => Record<string, string | null>;
}

/** A claim's steps after it is expected (sdk/schemas/commission.ts, CLAIM_STATUSES). */
const STEPS = {
  raise: {
    from: ['EXPECTED', 'DISPUTED'],
    to: 'RAISED',
    refusal: 'CLAIM_NOT_RAISABLE',
    changes: (claim, now) => ({ raised_at: now, invoice_number: claim.invoice_number ?? invoiceNumber(claim) }),
  },
  paid: { from: ['RAISED'], to: 'PAID', refusal: 'CLAIM_NOT_RAISED', changes: (_, now) => ({ paid_at: now }) },
  dispute: {
    from: ['RAISED'],
    to: 'DISPUTED',
    refusal: 'CLAIM_NOT_RAISED',
    changes: (_, now, reason) => ({ disputed_at: now, dispute_reason: reason ?? null }),
  },
  received: { from: ['PAID'], to: 'RECEIVED', refusal: 'CLAIM_NOT_PAID', changes: (_, now) => ({ received_at: now }) },
} satisfies Record<string, Step>;

export type ClaimStep = keyof typeof STEPS;

/**
 * POST /commissions/claims/{id}/raise | received (the agency), paid | dispute (the university): the
 * step, if the claim is the caller's and stands where the step starts (409 otherwise, also when another request moved it first).
 */
export async function stepClaim(
  app: App,
  user: SignedIn,
  id: number,
  name: ClaimStep,
  reason?: string,
): Promise<{ claim: Claim }> {
  const step: Step = STEPS[name];
  const claim = await visibleClaim(app, user, id);
  await app.db.transaction().execute(async (trx) => {
    const changes = step.changes(claim, new Date().toISOString(), reason);
    if (!(await moveClaim(trx, id, step.from, { ...changes, status: step.to }))) conflict(step.refusal);
    await insertAuditEntries(trx, [
      {
        actorId: user.id,
        action: name,
        entity: 'commission_claim',
        entityId: id,
        label: claim.invoice_number,
        before: { status: claim.status },
        after: { status: step.to, ...(reason ? { reason } : {}) },
      },
    ]);
    await publishClaimChange(trx, id, claim.status as ClaimStatus);
  });
  return { claim: presentClaim((await findClaim(app.db, id))!) };
}
