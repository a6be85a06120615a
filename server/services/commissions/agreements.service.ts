import type * as v from 'valibot';
import type { Agreement, AgreementListQuery, AgreementPayload } from '#sdk/schemas/commission';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { invalid, notFound } from '#server/utils/errors.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { findUniversity } from '#server/services/universities/university.repository.ts';
import { presentAgreement } from './commission.presenter.ts';
import { scopeOf } from './commission-scope.ts';
import {
  confirmUniversityAgreement,
  findAgreement,
  insertAgreement,
  listAgreementRows,
  updateAgencyAgreement,
} from './agreement.repository.ts';

type Terms = v.InferOutput<typeof AgreementPayload>;

const columns = (terms: Terms) => ({
  university_id: terms.universityId,
  basis: terms.basis,
  rate: terms.rate,
  level_rates: JSON.stringify(terms.levelRates),
  // A percentage is paid in the tuition's currency (ARCHITECTURE.md, Decisions: commissions).
  currency: terms.basis === 'FIXED' ? terms.currency : null,
  valid_from: terms.validFrom,
  valid_to: terms.validTo,
  payable_after: terms.payableAfter,
  sub_agent_name: terms.subAgentName ?? null,
  sub_agent_share: terms.subAgentName ? terms.subAgentShare : null,
});

async function requireUniversity(app: App, id: number) {
  if (!(await findUniversity(app.db, id))) invalid([{ field: 'universityId', message: 'Please select a university' }]);
}

const agreement = async (app: App, id: number) => presentAgreement((await findAgreement(app.db, id))!);

/** GET /commissions/agreements. */
export async function listAgreements(
  app: App,
  user: SignedIn,
  filter: v.InferOutput<typeof AgreementListQuery> = {},
): Promise<{ agreements: Agreement[] }> {
  const rows = await listAgreementRows(app.db, await scopeOf(app, user), filter);
  return { agreements: rows.map(presentAgreement) };
}

/** POST /commissions/agreements: the agency's terms, unconfirmed until the university confirms them. */
export async function createAgreement(app: App, user: SignedIn, terms: Terms): Promise<{ agreement: Agreement }> {
  const { agencyId } = await scopeOf(app, user);
  await requireUniversity(app, terms.universityId);
  const now = new Date().toISOString();
  const { id } = await app.db.transaction().execute(async (trx) => {
    const row = await insertAgreement(trx, {
      ...columns(terms),
      agency_id: agencyId!,
      created_at: now,
      updated_at: now,
    });
    await insertAuditEntries(trx, [
      {
        actorId: user.id,
        action: 'create',
        entity: 'commission_agreement',
        entityId: row.id,
        label: null,
        after: terms,
      },
    ]);
    return row;
  });
  return { agreement: await agreement(app, id) };
}

/** PUT /commissions/agreements/{id}: new terms ask the university to confirm again. */
export async function updateAgreement(
  app: App,
  user: SignedIn,
  id: number,
  terms: Terms,
): Promise<{ agreement: Agreement }> {
  const { agencyId } = await scopeOf(app, user);
  const before = await findAgreement(app.db, id);
  if (!before || before.agency_id !== agencyId) notFound('AGREEMENT_NOT_FOUND');
  await requireUniversity(app, terms.universityId);
  await app.db.transaction().execute(async (trx) => {
    const changes = { ...columns(terms), confirmed_at: null, confirmed_by: null, updated_at: new Date().toISOString() };
    if (!(await updateAgencyAgreement(trx, agencyId!, id, changes))) notFound('AGREEMENT_NOT_FOUND');
    await insertAuditEntries(trx, [
      {
        actorId: user.id,
        action: 'update',
        entity: 'commission_agreement',
        entityId: id,
        label: null,
        before: presentAgreement(before) as unknown as Record<string, unknown>,
        after: terms,
      },
    ]);
  });
  return { agreement: await agreement(app, id) };
}

/** POST /commissions/agreements/{id}/confirm: the university named in it agrees to its terms. */
export async function confirmAgreement(app: App, user: SignedIn, id: number): Promise<{ agreement: Agreement }> {
  const { universityId } = await scopeOf(app, user);
  await app.db.transaction().execute(async (trx) => {
    if (!(await confirmUniversityAgreement(trx, universityId!, id, user.id))) notFound('AGREEMENT_NOT_FOUND');
    await insertAuditEntries(trx, [
      { actorId: user.id, action: 'confirm', entity: 'commission_agreement', entityId: id, label: null },
    ]);
  });
  return { agreement: await agreement(app, id) };
}
