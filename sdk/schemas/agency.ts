import * as v from 'valibot';
import { EUROPEAN_COUNTRIES } from './constants.ts';
import { optionalPhone, optionalText, optionalWebsite, requiredEmail, requiredText } from './common.ts';
import { SubscriptionTier } from './enums.ts';

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,48}[a-z0-9])$/;
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** POST /users/agency-setup (spec part 1, 3 and 5). */
export const AgencySetupPayload = v.object({
  name: requiredText('Agency name is required'),
  country: v.picklist(EUROPEAN_COUNTRIES, 'Country is required'),
  city: optionalText(100),
  phone: optionalPhone(),
  website: optionalWebsite(),
  companyDescription: optionalText(5000),
  subscriptionTier: v.optional(SubscriptionTier, 'STARTER'),
});
export type AgencySetupPayload = v.InferInput<typeof AgencySetupPayload>;

/** PUT /users/agency/profile: any of the setup fields, with the same rules. */
export const AgencyProfileUpdate = v.partial(AgencySetupPayload);
export type AgencyProfileUpdate = v.InferInput<typeof AgencyProfileUpdate>;

/** An origin a host page may embed the agency's widgets from: scheme, host and optional port. */
export const EmbedOrigin = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'Must be an origin such as https://www.example.com'),
  v.toLowerCase(),
);

/** The agency's public face for widgets (ARCHITECTURE.md, Decisions). */
export const AgencyEmbedSettings = v.object({
  agencySlug: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.regex(SLUG_PATTERN, 'Use 3-50 lowercase letters, digits and hyphens'),
  ),
  brandColor: v.pipe(v.string(), v.trim(), v.regex(COLOR_PATTERN, 'Use a colour such as #1d4ed8')),
  allowedOrigins: v.pipe(v.array(EmbedOrigin), v.maxLength(20, 'At most 20 origins')),
});
export type AgencyEmbedSettings = v.InferInput<typeof AgencyEmbedSettings>;

export const Agency = v.object({
  id: v.number(),
  name: v.string(),
  country: v.string(),
  city: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  website: v.nullable(v.string()),
  companyDescription: v.nullable(v.string()),
  subscriptionTier: SubscriptionTier,
  subscriptionActive: v.boolean(),
  brandColor: v.string(),
  agencySlug: v.string(),
  allowedOrigins: v.array(v.string()),
  logoUrl: v.nullable(v.string()),
  totalRevenueGenerated: v.number(),
  createdAt: v.string(),
  user: v.object({ email: v.string() }),
  /** Every student, the active ones (what the plan counts), and the applications. */
  _count: v.object({ students: v.number(), activeStudents: v.number(), applications: v.number() }),
});
export type Agency = v.InferOutput<typeof Agency>;

/** What a widget may know of an agency: GET /public/agencies/{slug}. */
export interface AgencyPublicFace {
  name: string;
  agencySlug: string;
  brandColor: string;
  /** Relative to the server (`/api/public/agencies/{slug}/logo`), or null without a logo. */
  logoUrl: string | null;
  /** Whether the asking page's origin may send this agency's widget requests (the widget says so up front). */
  originAllowed: boolean;
  /** False while an admin has deactivated the agency: its widgets take no requests. */
  accepting: boolean;
}

/** The agency's own view of its embed settings: GET and PUT /users/agency/embed. */
export interface AgencyEmbed {
  name: string;
  agencySlug: string;
  brandColor: string;
  logoUrl: string | null;
  allowedOrigins: string[];
}

/** Admin agency form (spec part 2, 5). On edit the password is dropped. */
export const AdminAgencyPayload = v.object({
  email: requiredEmail('Invalid email address', 'Invalid email address'),
  password: v.optional(v.pipe(v.string(), v.minLength(6, 'Password must be at least 6 characters'), v.maxLength(200))),
  name: requiredText('Agency name is required'),
  country: requiredText('Country is required', 100),
  city: optionalText(100),
  phone: optionalPhone(),
  website: optionalWebsite(),
  companyDescription: optionalText(5000),
  subscriptionTier: v.optional(SubscriptionTier, 'STARTER'),
  subscriptionActive: v.optional(v.boolean(), true),
  brandColor: v.optional(v.pipe(v.string(), v.regex(COLOR_PATTERN, 'Use a colour such as #1d4ed8'))),
  agencySlug: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.regex(SLUG_PATTERN, 'Use 3-50 lowercase letters, digits and hyphens'),
    ),
  ),
});
export type AdminAgencyPayload = v.InferInput<typeof AdminAgencyPayload>;

/**
 * POST /admin/agencies/create: the agency's sign-in account. The password is optional (spec part 2, 5): without one
 * the account is e-mailed a link to set its own.
 */
export const AdminAgencyCreate = v.object({
  ...AdminAgencyPayload.entries,
  password: v.optional(
    v.pipe(
      v.string('Password must be at least 6 characters'),
      v.minLength(6, 'Password must be at least 6 characters'),
      v.maxLength(200, 'Password must be at most 200 characters'),
    ),
  ),
});
export type AdminAgencyCreate = v.InferInput<typeof AdminAgencyCreate>;

/** PUT /admin/agencies/{id}: the form's fields without e-mail and password (spec part 2, 5). */
export const AdminAgencyUpdate = v.partial(v.omit(AdminAgencyPayload, ['email', 'password']));
export type AdminAgencyUpdate = v.InferInput<typeof AdminAgencyUpdate>;
