import type { Agency } from '#sdk/schemas/agency';
import { eurosInDollars } from '#sdk/schemas/reference-rates';
import { agencyLogoUrl } from '#server/services/auth/user.presenter.ts';
import { parseAllowedOrigins } from './embed-origin.ts';
import type { AgencyRow } from './agency.repository.ts';

/** An agency as the API answers it (sdk/schemas/agency.ts). */
export const presentAgency = (row: AgencyRow): Agency => ({
  id: row.id,
  name: row.name,
  country: row.country,
  city: row.city,
  phone: row.phone,
  website: row.website,
  companyDescription: row.company_description,
  subscriptionTier: row.subscription_tier,
  subscriptionActive: Boolean(row.subscription_active),
  brandColor: row.brand_color,
  agencySlug: row.agency_slug,
  allowedOrigins: parseAllowedOrigins(row.allowed_origins),
  logoUrl: agencyLogoUrl(row.agency_slug, row.logo_key),
  // The commission universities have paid the agency (the old column was never written).
  totalRevenueGenerated: Math.round(eurosInDollars(Number(row.paid_commission_eur ?? 0))),
  createdAt: row.created_at,
  user: { email: row.email },
  _count: {
    students: Number(row.student_count),
    activeStudents: Number(row.active_student_count),
    applications: Number(row.application_count),
  },
});
