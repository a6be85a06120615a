import type { Generated } from 'kysely';
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
  degree_level: string | null;
  preferred_date: string | null;
  language: Generated<string>;
  origin: string | null;
  student_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
