import type { ColumnType, Generated } from 'kysely';
import type { InquiryType, LeadKind, LeadStatus } from '#sdk/schemas/enums';
import type { Timestamp } from './column-types.ts';

export interface LeadTable {
  id: Generated<number>;
  /** The agency whose widget sent it; null for the admins' inbox. */
  agency_id: number | null;
  university_id: number | null;
  kind: LeadKind;
  status: Generated<LeadStatus>;
  name: string;
  email: string;
  phone: string | null;
  nationality: string | null;
  subject: string | null;
  message: string | null;
  inquiry_type: InquiryType | null;
  program_name: string | null;
  /** The catalogue's programme and intake an apply request names. */
  program_id: number | null;
  intake_id: number | null;
  degree_level: string | null;
  preferred_date: string | null;
  language: Generated<string>;
  origin: string | null;
  student_id: number | null;
  /** The visitor's eligibility check (JSON of LeadCheck), or null. */
  eligibility_check: ColumnType<string | null, string | null | undefined, string | null>;
  /** The agency member the lead is assigned to (agency_members.id). */
  assigned_member_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  /** When the agency first marked it contacted or converted it (the lead response time). */
  first_contact_at: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
}
