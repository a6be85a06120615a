import type { ColumnType, Generated } from 'kysely';
import type { AgencySource } from '#sdk/schemas/analytics';
import type { Bool, JsonList, Timestamp } from './column-types.ts';

/** Direct students (user_id set) and agency students (agency_id set) share one table. */
export interface StudentTable {
  id: Generated<number>;
  user_id: number | null;
  agency_id: number | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  nationality: string | null;
  passport_number: string | null;
  phone: string | null;
  address: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  current_education_level: string | null;
  institution_name: string | null;
  graduation_year: number | null;
  gpa: number | null;
  grade_scale: string | null;
  ielts_score: number | null;
  toefl_score: number | null;
  sat_score: number | null;
  gre_score: number | null;
  gmat_score: number | null;
  english_proficiency: string | null;
  preferred_programs: JsonList;
  preferred_countries: JsonList;
  preferred_cities: JsonList;
  budget_range: string | null;
  preferred_start_date: string | null;
  study_duration: string | null;
  academic_goals: string | null;
  career_goals: string | null;
  personal_statement: string | null;
  why_study_abroad: string | null;
  is_active: Bool;
  profile_completed: Bool;
  profile_completion_score: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the student was erased: the record keeps their applications, without name or data. */
  erased_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The agency member the student is assigned to (agency_members.id). */
  assigned_member_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The agency's office the student belongs to. */
  office_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Where an agency's student came from (analytics); null when added before it was recorded. */
  source: ColumnType<AgencySource | null, AgencySource | null | undefined, AgencySource | null>;
}
