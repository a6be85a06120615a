// An enrolment under a valid agreement becomes an expected commission.
import type { Kysely } from 'kysely';
import type { LevelRate } from '#sdk/schemas/commission';
import type { Currency } from '#sdk/schemas/program-parts';
import { inEuros } from '#sdk/schemas/reference-rates';
import { todayIso } from '#sdk/schemas/common';
import type { Database } from '#server/db/tables/database.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { tuitionFor } from '#server/services/eligibility/tuition.ts';
import { presentFee } from '#server/services/programs/program-parts.presenter.ts';
import { findValidAgreement } from './agreement.repository.ts';
import { publishClaimChange } from './claim-events.ts';
import { findEnrolment, insertClaim } from './claim.repository.ts';

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Records the commission an agency expects for an application that has just become ENROLLED:
 * under the newest confirmed agreement between its agency and university that holds today, the
 * agreed share of the first year's tuition the student pays (the fee group their nationality
 * puts them in, in the programme's currency) or the agreed fixed amount. Nothing for a student
 * without an agency, without an agreement, or whose tuition is not known; an application has
 * one claim at most. Call it inside the transaction that enrols. Answers the claim's id.
 */
export async function expectCommission(
  db: Kysely<Database>,
  applicationId: number,
  actorId: number | null = null,
): Promise<number | undefined> {
  const enrolment = await findEnrolment(db, applicationId);
  if (!enrolment?.agency_id) return undefined;
  const agreement = await findValidAgreement(db, enrolment.agency_id, enrolment.university_id, todayIso());
  if (!agreement) return undefined;
  const levelRate = (JSON.parse(agreement.level_rates) as LevelRate[]).find(
    (l) => l.degreeLevel === enrolment.degree_level,
  );
  const rate = levelRate?.rate ?? Number(agreement.rate);
  const tuition = enrolment.nationality ? tuitionFor(enrolment.fees.map(presentFee), enrolment.nationality) : null;
  if (agreement.basis === 'PERCENTAGE' && !tuition) return undefined;
  const amount = agreement.basis === 'PERCENTAGE' ? cents((tuition!.amount * rate) / 100) : rate;
  const currency = (agreement.basis === 'PERCENTAGE' ? tuition!.currency : agreement.currency) as Currency;
  const share = agreement.sub_agent_share === null ? null : Number(agreement.sub_agent_share);
  const now = new Date().toISOString();
  const claim = await insertClaim(db, {
    agreement_id: agreement.id,
    application_id: applicationId,
    agency_id: enrolment.agency_id,
    university_id: enrolment.university_id,
    status: 'EXPECTED',
    fee_group: tuition?.feeGroup ?? null,
    tuition_amount: tuition?.amount ?? null,
    basis: agreement.basis,
    rate,
    amount,
    currency,
    amount_eur: cents(inEuros(amount, currency)),
    sub_agent_amount: share === null ? null : cents((amount * share) / 100),
    created_at: now,
    updated_at: now,
  });
  if (!claim) return undefined;
  await insertAuditEntries(db, [
    {
      actorId,
      action: 'expect',
      entity: 'commission_claim',
      entityId: claim.id,
      label: null,
      after: { amount, currency },
    },
  ]);
  await publishClaimChange(db, claim.id, null);
  return claim.id;
}
