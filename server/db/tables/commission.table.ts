import type { Generated } from 'kysely';
import type { ClaimStatus, CommissionBasis, PayableAfter } from '#sdk/schemas/commission';
import type { Timestamp } from './column-types.ts';

/** An agency's agreement with a university on the commission of an enrolment. */
export interface CommissionAgreementTable {
  id: Generated<number>;
  agency_id: number;
  university_id: number;
  basis: CommissionBasis;
  rate: number;
  /** JSON list of { degreeLevel, rate }. */
  level_rates: string;
  currency: string | null;
  valid_from: string;
  valid_to: string | null;
  payable_after: PayableAfter;
  sub_agent_name: string | null;
  sub_agent_share: number | null;
  confirmed_at: string | null;
  confirmed_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The commission of one enrolment, from expected to received. */
export interface CommissionClaimTable {
  id: Generated<number>;
  agreement_id: number;
  application_id: number;
  agency_id: number;
  university_id: number;
  status: ClaimStatus;
  fee_group: string | null;
  tuition_amount: number | null;
  basis: CommissionBasis;
  rate: number;
  amount: number;
  currency: string;
  amount_eur: number;
  sub_agent_amount: number | null;
  invoice_number: string | null;
  dispute_reason: string | null;
  raised_at: string | null;
  paid_at: string | null;
  disputed_at: string | null;
  received_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
