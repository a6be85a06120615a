import * as v from 'valibot';

export const USER_TYPES = ['STUDENT', 'UNIVERSITY', 'ADMIN', 'AGENCY'] as const;
export const UserType = v.picklist(USER_TYPES);
export type UserType = v.InferOutput<typeof UserType>;

/** Only these may register themselves; admins are created at start (ARCHITECTURE.md, Decisions). */
export const SELF_REGISTER_TYPES = ['AGENCY', 'UNIVERSITY', 'STUDENT'] as const;

/** Where each account type lands (spec part 1, 6; part 2, 2). */
export const DASHBOARD_ROUTES = {
  ADMIN: '/admin/dashboard',
  AGENCY: '/dashboard',
  UNIVERSITY: '/university/dashboard',
  STUDENT: '/student/dashboard',
} as const satisfies Record<UserType, string>;

export const SUBSCRIPTION_TIERS = ['STARTER', 'PROFESSIONAL', 'ENTERPRISE'] as const;
export const SubscriptionTier = v.picklist(SUBSCRIPTION_TIERS);
export type SubscriptionTier = v.InferOutput<typeof SubscriptionTier>;

/** An agency member's role: the OWNER is the account that set the agency up; the owner invites the others. */
export const AGENCY_ROLES = ['OWNER', 'MANAGER', 'COUNSELLOR'] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

export const APPLICATION_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'ADMIN_REVIEW',
  'ADMIN_APPROVED',
  'ADMIN_REJECTED',
  'UNDER_REVIEW',
  'ACCEPTED',
  'REJECTED',
  'WITHDRAWN',
  'OFFER_ACCEPTED',
  'OFFER_DECLINED',
  'ENROLLED',
  'NOT_ENROLLED',
] as const;
export const ApplicationStatus = v.picklist(APPLICATION_STATUSES);
export type ApplicationStatus = v.InferOutput<typeof ApplicationStatus>;

/** Progress shown per status (spec part 2, 4). */
export const STATUS_PROGRESS = {
  DRAFT: 20,
  SUBMITTED: 40,
  ADMIN_REVIEW: 50,
  ADMIN_APPROVED: 60,
  UNDER_REVIEW: 75,
  ADMIN_REJECTED: 100,
  ACCEPTED: 100,
  REJECTED: 100,
  WITHDRAWN: 100,
  OFFER_ACCEPTED: 100,
  OFFER_DECLINED: 100,
  ENROLLED: 100,
  NOT_ENROLLED: 100,
} as const satisfies Record<ApplicationStatus, number>;

/**
 * After the university's acceptance: the applicant accepts or declines the offer, then the
 * university confirms the enrolment or records a no-show. Each of them was accepted by the university.
 */
export const AFTER_ACCEPTANCE = ['OFFER_ACCEPTED', 'OFFER_DECLINED', 'ENROLLED', 'NOT_ENROLLED'] as const;

/** Accepted by the university, whatever the applicant did with the offer since. */
export const UNIVERSITY_ACCEPTED: readonly ApplicationStatus[] = ['ACCEPTED', ...AFTER_ACCEPTANCE];

export const DOCUMENT_TYPES = [
  'TRANSCRIPT',
  'DIPLOMA',
  'CERTIFICATE',
  'PASSPORT',
  'PASSPORT_PHOTO',
  'IELTS_CERTIFICATE',
  'TOEFL_CERTIFICATE',
  'RECOMMENDATION_LETTER',
  'PERSONAL_STATEMENT',
  'MOTIVATION_LETTER',
  'CV_RESUME',
  'PORTFOLIO',
  'FINANCIAL_STATEMENT',
  'BANK_STATEMENT',
  'SCHOLARSHIP_LETTER',
  'MEDICAL_CERTIFICATE',
  'VISA_DOCUMENTS',
  'OTHER',
] as const;
export const DocumentType = v.picklist(DOCUMENT_TYPES, 'Please select document type and files to upload.');
export type DocumentType = v.InferOutput<typeof DocumentType>;

export const INQUIRY_TYPES = ['general', 'application', 'visa', 'scholarship', 'other'] as const;
export const InquiryType = v.picklist(INQUIRY_TYPES);
export type InquiryType = v.InferOutput<typeof InquiryType>;

/** Where a lead came from: the contact form, a consultation or information request, or an apply widget. */
export const LEAD_KINDS = ['contact', 'consultation', 'information', 'apply'] as const;
export const LeadKind = v.picklist(LEAD_KINDS);
export type LeadKind = v.InferOutput<typeof LeadKind>;

export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'CLOSED', 'CONVERTED'] as const;
export const LeadStatus = v.picklist(LEAD_STATUSES);
export type LeadStatus = v.InferOutput<typeof LeadStatus>;

/** Ranking tiers of the catalogue filter: the better of the QS and THE ranks. */
export const RANKING_TIERS = ['top100', 'top200', 'top500', 'ranked'] as const;
export const RankingTier = v.picklist(RANKING_TIERS);
export type RankingTier = v.InferOutput<typeof RankingTier>;

export const UNIVERSITY_TYPES = ['Public', 'Private'] as const;
