import * as v from 'valibot';
import { Id, requiredText } from './common.ts';

/** A university account's claim on a catalogue entry (ARCHITECTURE.md, Decisions: verified before it acts). */
export const UNIVERSITY_CLAIM_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const UniversityClaimStatus = v.picklist(UNIVERSITY_CLAIM_STATUSES);
export type UniversityClaimStatus = v.InferOutput<typeof UniversityClaimStatus>;

export interface UniversityClaim {
  id: number;
  status: UniversityClaimStatus;
  name: string;
  country: string;
  city: string;
  website: string | null;
  description: string | null;
  phone: string | null;
  email: string | null;
  /** The account's e-mail (the admin's list shows who claims). */
  accountEmail: string;
  /** The catalogue entry the account was linked to, once approved. */
  university: { id: number; name: string } | null;
  rejectionReason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** GET /admin/university-claims. */
export const UniversityClaimListQuery = v.object({
  status: v.optional(UniversityClaimStatus),
});
export type UniversityClaimListQuery = v.InferInput<typeof UniversityClaimListQuery>;

/**
 * POST /admin/university-claims/{id}/approve: link the account to an existing catalogue entry
 * (`universityId`, the usual case), or approve the claimed details as a new entry (no id).
 */
export const UniversityClaimApproval = v.object({
  universityId: v.optional(Id),
});
export type UniversityClaimApproval = v.InferInput<typeof UniversityClaimApproval>;

/** POST /admin/university-claims/{id}/reject. */
export const UniversityClaimRejection = v.object({
  reason: requiredText('Please give a reason the university will see', 2000),
});
export type UniversityClaimRejection = v.InferInput<typeof UniversityClaimRejection>;
