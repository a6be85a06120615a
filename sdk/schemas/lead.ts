import * as v from 'valibot';
import {
  Id,
  MAX_ID,
  optionalPhone,
  optionalText,
  PageQuery,
  optionalQueryInt,
  querySearch,
  requiredEmail,
  requiredText,
} from './common.ts';
import { InquiryType, LeadKind, LeadStatus } from './enums.ts';
import { AssignedMemberId } from './agency-team.ts';
import { officeFilter } from './agency-office.ts';
import type { LeadCheck } from './eligibility.ts';

/** POST /contact: the contact form (spec part 1, 3 and 5); it becomes a lead in the admins' inbox. */
export const ContactMessagePayload = v.object({
  name: requiredText('This field is required'),
  email: requiredEmail('This field is required', 'Please enter a valid email address'),
  subject: requiredText('This field is required'),
  message: requiredText('This field is required', 5000),
  inquiryType: v.optional(InquiryType, 'general'),
});
export type ContactMessagePayload = v.InferInput<typeof ContactMessagePayload>;

/** The agency a lead names: set when the request came through an agency's widget. */
export const LeadAgency = v.object({ agencySlug: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))) });

/**
 * A request's own fields, without the eligibility check: what the portal's consultation form checks
 * before sending (it never carries a check, so its page does not load the check's schema).
 */
export const LeadRequest = v.object({
  kind: v.picklist(['consultation', 'information', 'apply'], 'Please choose a request type'),
  ...LeadAgency.entries,
  universityId: v.optional(Id),
  name: requiredText('This field is required'),
  email: requiredEmail('This field is required', 'Please enter a valid email address'),
  phone: optionalPhone(),
  nationality: optionalText(100),
  programName: optionalText(200),
  /** An apply request's programme and intake from the university's catalogue (its name fills `programName`). */
  programId: v.optional(v.nullable(Id)),
  intakeId: v.optional(v.nullable(Id)),
  degreeLevel: optionalText(100),
  preferredDate: optionalText(40),
  message: optionalText(5000),
  language: v.optional(v.picklist(['en', 'ar']), 'en'),
});

// POST /leads' whole body (LeadPayload, with the eligibility check) is in lead-payload.ts: a page that sends
// no check does not load the check's schema.

export const LeadListQuery = v.object({
  ...PageQuery,
  kind: v.optional(LeadKind),
  status: v.optional(LeadStatus),
  search: querySearch,
  /**
   * Keyset paging: only leads older than this one (ids grow with time), newest first. Unlike pages,
   * it skips nothing when the caller changes leads it filters on while walking them (`iterate`).
   */
  beforeId: optionalQueryInt(1, MAX_ID),
  /** Only the leads assigned to this agency member. */
  assignedMemberId: v.optional(Id),
  /** Only the leads assigned to a member of this office. */
  office: officeFilter,
});
export type LeadListQuery = v.InferInput<typeof LeadListQuery>;

/** PUT /leads/{id}: the status, and for an agency's lead the member it is assigned to; either or both. */
export const LeadUpdate = v.pipe(
  v.object({
    status: v.optional(v.picklist(['NEW', 'CONTACTED', 'CLOSED'], 'Please choose a status')),
    assignedMemberId: AssignedMemberId,
  }),
  v.check((update) => update.status !== undefined || update.assignedMemberId !== undefined, 'Please choose a status'),
);
export type LeadUpdate = v.InferInput<typeof LeadUpdate>;

export interface Lead {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  email: string;
  phone: string | null;
  nationality: string | null;
  subject: string | null;
  message: string | null;
  inquiryType: InquiryType | null;
  programName: string | null;
  programId: number | null;
  intakeId: number | null;
  degreeLevel: string | null;
  preferredDate: string | null;
  language: string;
  origin: string | null;
  agencyId: number | null;
  /** The agency member the lead is assigned to, or null. */
  assignedMemberId: number | null;
  university: { id: number; name: string } | null;
  studentId: number | null;
  /** The eligibility check the visitor sent with the request (a qualified lead), or null. */
  eligibilityCheck: LeadCheck | null;
  createdAt: string;
}
