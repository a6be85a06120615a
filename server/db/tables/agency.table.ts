import type { Generated } from 'kysely';
import type { SubscriptionTier } from '#sdk/schemas/enums';
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
  created_at: Timestamp;
  updated_at: Timestamp;
}
