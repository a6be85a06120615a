import type { Agreement, Claim, LevelRate } from '#sdk/schemas/commission';
import type { Currency, FeeGroup } from '#sdk/schemas/program-parts';
import type { AgreementRow } from './agreement.repository.ts';
import type { ClaimRow } from './claim.repository.ts';

export const presentAgreement = (row: AgreementRow): Agreement => ({
  id: row.id,
  agency: { id: row.agency_id, name: row.agency_name },
  university: { id: row.university_id, name: row.university_name },
  basis: row.basis,
  rate: Number(row.rate),
  levelRates: JSON.parse(row.level_rates) as LevelRate[],
  currency: row.currency as Currency | null,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  payableAfter: row.payable_after,
  subAgentName: row.sub_agent_name,
  subAgentShare: row.sub_agent_share === null ? null : Number(row.sub_agent_share),
  confirmedAt: row.confirmed_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const money = (n: number | null) => (n === null ? null : Number(n));

export const presentClaim = (row: ClaimRow): Claim => ({
  id: row.id,
  status: row.status,
  agreementId: row.agreement_id,
  applicationId: row.application_id,
  agency: { id: row.agency_id, name: row.agency_name },
  university: { id: row.university_id, name: row.university_name },
  studentName: [row.student_first_name, row.student_last_name].filter(Boolean).join(' '),
  programName: row.program_name,
  degreeLevel: row.degree_level,
  intakeStartDate: row.intake_start_date,
  feeGroup: row.fee_group as FeeGroup | null,
  tuitionAmount: money(row.tuition_amount),
  basis: row.basis,
  rate: Number(row.rate),
  amount: Number(row.amount),
  currency: row.currency as Currency,
  subAgentAmount: money(row.sub_agent_amount),
  invoiceNumber: row.invoice_number,
  disputeReason: row.dispute_reason,
  raisedAt: row.raised_at,
  paidAt: row.paid_at,
  disputedAt: row.disputed_at,
  receivedAt: row.received_at,
  createdAt: row.created_at,
});
