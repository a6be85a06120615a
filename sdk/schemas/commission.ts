// Commissions: an agency's agreement with a university on what an enrolment earns,
// and the claim each enrolment under one becomes, from expected to paid and received.
import * as v from 'valibot';
import { AGENCY_DEGREE_LEVELS } from './constants.ts';
import {
  isCalendarDate,
  MAX_ID,
  optionalQueryInt,
  optionalText,
  PageQuery,
  queryBoolean,
  type Pagination,
  recordId,
  requiredText,
} from './common.ts';
import { type Currency, CURRENCIES, type FeeGroup } from './program-parts.ts';

/** A share of the first year's tuition, or a fixed amount per enrolled student. */
export const COMMISSION_BASES = ['PERCENTAGE', 'FIXED'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

/** When the university pays: once the census date has passed, or once the student has paid the fees. */
export const PAYABLE_AFTER = ['CENSUS_DATE', 'FEES_PAID'] as const;
export type PayableAfter = (typeof PAYABLE_AFTER)[number];

/**
 * A claim's steps: EXPECTED on enrolment, RAISED with an invoice by the agency, PAID or DISPUTED by
 * the university (a disputed claim may be raised again), RECEIVED when the agency has the money.
 */
export const CLAIM_STATUSES = ['EXPECTED', 'RAISED', 'PAID', 'DISPUTED', 'RECEIVED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

const RATE_MESSAGE = 'Please enter a rate above 0';
const rate = v.pipe(v.number(RATE_MESSAGE), v.finite(RATE_MESSAGE), v.gtValue(0, RATE_MESSAGE), v.maxValue(1e9));
const PERCENT_MESSAGE = 'A percentage is at most 100';
const DATE_MESSAGE = 'Must be a date (YYYY-MM-DD)';
const date = v.pipe(v.string(DATE_MESSAGE), v.check(isCalendarDate, DATE_MESSAGE));

/** A degree level whose rate differs from the agreement's own. */
export const LevelRate = v.object({
  degreeLevel: v.picklist(AGENCY_DEGREE_LEVELS, 'Please select a degree level'),
  rate,
});
export type LevelRate = v.InferOutput<typeof LevelRate>;

/** POST /commissions/agreements and PUT /commissions/agreements/{id} (the agency's). */
export const AgreementPayload = v.pipe(
  v.object({
    universityId: recordId('Please select a university'),
    basis: v.picklist(COMMISSION_BASES, 'Please choose a percentage or a fixed amount'),
    rate,
    levelRates: v.optional(v.pipe(v.array(LevelRate), v.maxLength(AGENCY_DEGREE_LEVELS.length)), []),
    /** A fixed amount's currency; a percentage is paid in the tuition's own currency. */
    currency: v.optional(v.nullable(v.picklist(CURRENCIES, 'Unknown currency')), null),
    validFrom: date,
    validTo: v.optional(v.nullable(date), null),
    payableAfter: v.picklist(PAYABLE_AFTER, 'Please choose when the commission is paid'),
    subAgentName: optionalText(120),
    subAgentShare: v.optional(
      v.nullable(
        v.pipe(v.number(), v.minValue(0, 'Must be between 0 and 100'), v.maxValue(100, 'Must be between 0 and 100')),
      ),
      null,
    ),
  }),
  v.forward(
    v.check((a) => a.basis !== 'FIXED' || a.currency !== null, 'Please choose the currency of the amount'),
    ['currency'],
  ),
  v.forward(
    v.check(
      (a) => a.basis !== 'PERCENTAGE' || [a.rate, ...a.levelRates.map((l) => l.rate)].every((r) => r <= 100),
      PERCENT_MESSAGE,
    ),
    ['rate'],
  ),
  v.forward(
    v.check((a) => !a.validTo || a.validTo >= a.validFrom, 'The end must not be before the start'),
    ['validTo'],
  ),
  v.forward(
    v.check(
      (a) => new Set(a.levelRates.map((l) => l.degreeLevel)).size === a.levelRates.length,
      'Each degree level once',
    ),
    ['levelRates'],
  ),
);
export type AgreementPayload = v.InferInput<typeof AgreementPayload>;

interface Party {
  id: number;
  name: string;
}

export interface Agreement {
  id: number;
  agency: Party;
  university: Party;
  basis: CommissionBasis;
  rate: number;
  levelRates: LevelRate[];
  currency: Currency | null;
  validFrom: string;
  validTo: string | null;
  payableAfter: PayableAfter;
  subAgentName: string | null;
  subAgentShare: number | null;
  /** When the university confirmed the terms as they stand; an edit asks again. */
  confirmedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /commissions/agreements: the caller's agreements, narrowed to one agency or university, confirmed or not. */
export const AgreementListQuery = v.object({
  agencyId: optionalQueryInt(1, MAX_ID),
  universityId: optionalQueryInt(1, MAX_ID),
  confirmed: queryBoolean,
});
export type AgreementListQuery = v.InferInput<typeof AgreementListQuery>;

/** GET /commissions/claims: the caller's claims, newest first, optionally of one status. */
export const ClaimListQuery = v.object({
  ...PageQuery,
  status: v.optional(v.picklist(CLAIM_STATUSES, 'Unknown claim status')),
  /** Narrow to one agency or university (what the admins' screen filters by; others see only their own anyway). */
  agencyId: optionalQueryInt(1, MAX_ID),
  universityId: optionalQueryInt(1, MAX_ID),
});
export type ClaimListQuery = v.InferInput<typeof ClaimListQuery>;

/** POST /commissions/claims/{id}/dispute (the university's). */
export const ClaimDispute = v.object({ reason: requiredText('Please say why the claim is disputed', 2000) });
export type ClaimDispute = v.InferInput<typeof ClaimDispute>;

/** GET /commissions/claims/{id}/invoice.pdf. */
export const InvoiceQuery = v.object({ lang: v.optional(v.picklist(['en', 'ar'], 'Must be en or ar')) });
export type InvoiceQuery = v.InferInput<typeof InvoiceQuery>;

export interface Claim {
  id: number;
  status: ClaimStatus;
  agreementId: number;
  applicationId: number;
  agency: Party;
  university: Party;
  studentName: string;
  programName: string;
  degreeLevel: string;
  intakeStartDate: string | null;
  /** The fee group the student's tuition was read for, and that tuition (for a percentage). */
  feeGroup: FeeGroup | null;
  tuitionAmount: number | null;
  /** The agreement's basis and the rate applied to this enrolment. */
  basis: CommissionBasis;
  rate: number;
  amount: number;
  currency: Currency;
  /** The sub-agent's share of the amount, when the agreement names one. */
  subAgentAmount: number | null;
  invoiceNumber: string | null;
  disputeReason: string | null;
  raisedAt: string | null;
  paidAt: string | null;
  disputedAt: string | null;
  receivedAt: string | null;
  createdAt: string;
}

export interface ClaimList {
  claims: Claim[];
  pagination: Pagination;
}

/** Money of one currency: amounts in different currencies are never added up. */
export interface MoneyTotal {
  currency: Currency;
  amount: number;
}

/** Paid and expected commission of one group, in one currency. */
interface RevenueAmounts {
  currency: Currency;
  /** Paid claims (paid or received). */
  paid: number;
  /** Enrolments and raised claims not paid yet. */
  expected: number;
}

/** The member of the agency a student is assigned to (by their sign-in e-mail), or null for students assigned to no one. */
export interface RevenueCounsellor {
  id: number;
  email: string;
}

/** One university's, intake's and counsellor's commissions in one currency. */
export interface RevenueLine extends RevenueAmounts {
  university: Party;
  intakeStartDate: string | null;
  counsellor: RevenueCounsellor | null;
}

export interface UniversityRevenue extends RevenueAmounts {
  university: Party;
}

export interface IntakeRevenue extends RevenueAmounts {
  intakeStartDate: string | null;
}

export interface CounsellorRevenue extends RevenueAmounts {
  counsellor: RevenueCounsellor | null;
}

/**
 * GET /commissions/revenue (the agency's owner and managers): what it has been paid and what it
 * expects, in total and by university, intake (oldest first) and counsellor, one entry per currency.
 */
export interface Revenue {
  paid: MoneyTotal[];
  expected: MoneyTotal[];
  byUniversity: UniversityRevenue[];
  byIntake: IntakeRevenue[];
  byCounsellor: CounsellorRevenue[];
  lines: RevenueLine[];
}

/** The columns of GET /commissions/claims/export.csv, in order. */
export const CLAIM_CSV_COLUMNS = [
  'id',
  'status',
  'agency',
  'university',
  'student',
  'programName',
  'degreeLevel',
  'intakeStartDate',
  'feeGroup',
  'tuitionAmount',
  'rate',
  'amount',
  'currency',
  'subAgentAmount',
  'invoiceNumber',
  'raisedAt',
  'paidAt',
  'disputedAt',
  'disputeReason',
  'receivedAt',
  'createdAt',
] as const;
