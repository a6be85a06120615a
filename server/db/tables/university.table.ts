import type { Generated } from 'kysely';
import type { Bool, JsonList, Timestamp } from './column-types.ts';

export interface UniversityTable {
  id: Generated<number>;
  name: string;
  country: string;
  city: string;
  website: string | null;
  image_url: string | null;
  image_key: string | null;
  specialties: JsonList;
  featured: Bool;
  description: string | null;
  founded: number | null;
  students_total: number | null;
  university_type: string | null;
  phone: string | null;
  email: string | null;
  application_fee: number | null;
  response_time_days: number | null;
  qs_rank: number | null;
  the_rank: number | null;
  /** The better of qs_rank and the_rank, kept by the repository for the ranking-tier filter. */
  best_rank: number | null;
  tuition_range_min: number | null;
  tuition_range_max: number | null;
  admission_requirements: string | null;
  language_requirements: string | null;
  user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UniversitySpecialtyTable {
  university_id: number;
  name: string;
}

export interface ProgramTable {
  id: Generated<number>;
  university_id: number;
  name: string;
  category: string | null;
  level: string;
  language: string | null;
  duration_months: number | null;
  tuition_fee: number | null;
  intake: string | null;
  source: string | null;
}

/** One row (id 1): the number of catalogue changes so far, counted by triggers (migration 003). */
export interface CatalogueRevisionTable {
  id: number;
  revision: number;
}
