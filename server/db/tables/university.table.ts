import type { ColumnType, Generated } from 'kysely';
import type { UniversityClaimStatus } from '#sdk/schemas/university-claim';
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
  /** The folded words the catalogue search finds it by (catalogue-words.ts), kept by the repository. */
  search_words: ColumnType<string, string | undefined, string>;
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
  /** YYYY-MM-DD. */
  application_deadline: string | null;
  /** A JSON list of document types (sdk DOCUMENT_TYPES). */
  required_documents: JsonList;
  name_ar: string | null;
  /** ISCED-F 2013 codes (sdk study-fields.ts): two digits, three digits. */
  field_broad: string | null;
  field_narrow: string | null;
  /** A JSON list of ISO 639-1 codes. */
  languages: Generated<string>;
  ects: number | null;
  mode: Generated<string>;
  /** Folded words of name, Arabic name, level and languages (`programmeSearchWords`), each between spaces. */
  search_words: ColumnType<string, string | undefined, string>;
  campus_city: string | null;
  description: string | null;
  description_ar: string | null;
  web_page: string | null;
  intake_note: string | null;
  application_fee: number | null;
  application_fee_currency: string | null;
  deposit: number | null;
  deposit_currency: string | null;
  /** A JSON object of the sdk's RequirementsForm. */
  requirements: Generated<string>;
}

/** One intake of a programme; dates are YYYY-MM-DD, a null window end is unknown (migration 2026-11-27-001). */
export interface ProgramIntakeTable {
  id: Generated<number>;
  program_id: number;
  start_date: string;
  seats: number | null;
  seats_taken: Generated<number>;
  eu_opens: string | null;
  eu_closes: string | null;
  non_eu_opens: string | null;
  non_eu_closes: string | null;
  non_eu_visa_opens: string | null;
  non_eu_visa_closes: string | null;
}

/** Yearly tuition of a programme for one fee group (EU, NON_EU). */
export interface ProgramFeeTable {
  program_id: number;
  fee_group: string;
  amount: number;
  currency: string;
  amount_eur: number;
}

/** One row (id 1): the number of catalogue changes so far, counted by triggers (migration 003). */
export interface CatalogueRevisionTable {
  id: number;
  revision: number;
}

/** The version of the folding rules that made the stored search words (one row, id 1). */
export interface CatalogueFoldingTable {
  id: number;
  version: number;
}

/** A UNIVERSITY account's request to own a catalogue entry; an admin approves or rejects it. */
export interface UniversityClaimTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  country: string;
  city: string;
  website: string | null;
  description: string | null;
  phone: string | null;
  email: string | null;
  status: ColumnType<UniversityClaimStatus, UniversityClaimStatus | undefined, UniversityClaimStatus>;
  /** The catalogue entry the account was linked to on approval. */
  university_id: number | null;
  rejection_reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
