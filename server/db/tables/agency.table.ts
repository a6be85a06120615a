import type { ColumnType, Generated } from 'kysely';
import type { LeadAssignment } from '#sdk/schemas/agency-team';
import type { AgencyRole, SubscriptionTier } from '#sdk/schemas/enums';
import type { Bool, JsonList, Timestamp } from './column-types.ts';

export interface AgencyTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  country: string;
  city: string | null;
  phone: string | null;
  website: string | null;
  company_description: string | null;
  subscription_tier: SubscriptionTier;
  subscription_active: Bool;
  brand_color: Generated<string>;
  agency_slug: string;
  allowed_origins: JsonList;
  logo_key: string | null;
  total_revenue_generated: Generated<number>;
  /** Who gets new widget leads. */
  lead_assignment: Generated<LeadAssignment>;
  lead_assignee_member_id: number | null;
  /** The counsellor the last lead went to, in ROUND_ROBIN. */
  last_lead_member_id: number | null;
  /** ROUND_ROBIN among this office's counsellors only (null: all the agency's counsellors). */
  lead_office_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The owner requires a second factor of every account of the agency. */
  two_factor_required: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A person of an agency: its OWNER (the account that set it up), a MANAGER or a COUNSELLOR. */
export interface AgencyMemberTable {
  id: Generated<number>;
  agency_id: number;
  user_id: number;
  role: AgencyRole;
  created_at: string;
  /** The office the member works in (migration 2026-11-28-400). */
  office_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A manager who sees only their office's students, leads and applications. */
  office_only: Bool;
  /** How the member is named in timelines and messages (their e-mail when unset). */
  name: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An office (branch) of an agency. */
export interface AgencyOfficeTable {
  id: Generated<number>;
  agency_id: number;
  name: string;
  created_at: Timestamp;
}
