import type { H3Event } from 'h3';
import { CLAIM_CSV_COLUMNS, type Claim } from '#sdk/schemas/commission';
import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { sendCsv } from '#server/utils/csv-download.ts';
import { presentClaim } from './commission.presenter.ts';
import { scopeOf } from './commission-scope.ts';
import { listClaimRows } from './claim.repository.ts';

const csvRow = (c: Claim): Record<(typeof CLAIM_CSV_COLUMNS)[number], string | number | null> => ({
  id: c.id,
  status: c.status,
  agency: c.agency.name,
  university: c.university.name,
  student: c.studentName,
  programName: c.programName,
  degreeLevel: c.degreeLevel,
  intakeStartDate: c.intakeStartDate,
  feeGroup: c.feeGroup,
  tuitionAmount: c.tuitionAmount,
  rate: c.rate,
  amount: c.amount,
  currency: c.currency,
  subAgentAmount: c.subAgentAmount,
  invoiceNumber: c.invoiceNumber,
  raisedAt: c.raisedAt,
  paidAt: c.paidAt,
  disputedAt: c.disputedAt,
  disputeReason: c.disputeReason,
  receivedAt: c.receivedAt,
  createdAt: c.createdAt,
});

/** GET /commissions/claims/export.csv: every claim the caller sees, newest first, its columns named in `language`. */
export async function exportClaims(app: App, event: H3Event, user: SignedIn, language?: TextLanguage) {
  const { rows } = await listClaimRows(app.db, await scopeOf(app, user), {});
  async function* lines() {
    for (const row of rows) yield csvRow(presentClaim(row));
  }
  return sendCsv(event, 'commission-claims.csv', language, CLAIM_CSV_COLUMNS, lines());
}
