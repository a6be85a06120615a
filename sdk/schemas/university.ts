import * as v from 'valibot';
import { PAGE_SIZES } from './constants.ts';
import {
  optionalEmail,
  optionalNumber,
  optionalPhone,
  optionalText,
  optionalWebsite,
  optionalYear,
  PageQuery,
  type Pagination,
  queryBoolean,
  queryInt,
  querySearch,
  requiredText,
  textList,
} from './common.ts';
import { DocumentType, RankingTier } from './enums.ts';

export const Program = v.object({
  id: v.number(),
  name: v.string(),
  category: v.nullable(v.string()),
  level: v.string(),
  language: v.nullable(v.string()),
  durationMonths: v.nullable(v.number()),
  tuitionFee: v.nullable(v.number()),
  intake: v.nullable(v.string()),
  source: v.nullable(v.string()),
  /** The last day to apply, YYYY-MM-DD; null when the university has not published one. */
  applicationDeadline: v.nullable(v.string()),
  /** The document types an application to this programme must carry. */
  requiredDocuments: v.array(DocumentType),
});
export type Program = v.InferOutput<typeof Program>;

export const University = v.object({
  id: v.number(),
  name: v.string(),
  country: v.string(),
  city: v.string(),
  website: v.nullable(v.string()),
  imageUrl: v.nullable(v.string()),
  specialties: v.array(v.string()),
  featured: v.boolean(),
  description: v.nullable(v.string()),
  founded: v.nullable(v.number()),
  studentsTotal: v.nullable(v.number()),
  universityType: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  /** Euros. */
  applicationFee: v.nullable(v.number()),
  responseTimeDays: v.nullable(v.number()),
  qsRank: v.nullable(v.number()),
  theRank: v.nullable(v.number()),
  tuitionRangeMin: v.nullable(v.number()),
  tuitionRangeMax: v.nullable(v.number()),
  admissionRequirements: v.nullable(v.string()),
  languageRequirements: v.nullable(v.string()),
  programCount: v.number(),
  createdAt: v.string(),
});
export type University = v.InferOutput<typeof University>;

export type UniversityDetail = University & { academicPrograms: Program[] };

/** GET /universities (spec part 1, 7). */
export const UniversityListQuery = v.object({
  ...PageQuery,
  limit: queryInt(1, PAGE_SIZES.applyUniversityPicker, PAGE_SIZES.universities),
  search: querySearch,
  country: querySearch,
  specialty: querySearch,
  rankingTier: v.optional(RankingTier),
  featured: queryBoolean,
});
export type UniversityListQuery = v.InferInput<typeof UniversityListQuery>;

/**
 * The catalogue stops counting a search's universities past this many, or past the end of the
 * page asked for if that is further (counting every match of a broad search cost more
 * than the page). Past it, `total` is where counting stopped and `pagination.totalIsLowerBound`
 * is true; show it as "1,000+".
 */
export const CATALOGUE_COUNT_LIMIT = 1_000;

export interface UniversityList {
  universities: University[];
  pagination: Pagination;
  /**
   * The search as the catalogue read it when it had to correct a misspelt word ("heidelburg" →
   * "heidelberg"): show it as "did you mean …". Absent when every word was found as typed.
   */
  suggestion?: string;
  /**
   * The words of the search left out, as typed, because no university matches them together with
   * the others: the list shows universities matching the rest. Absent when every word counted.
   */
  ignoredWords?: string[];
  /**
   * For each university of the page (by id) that has programmes whose name, level or languages
   * the search's words find, the first of them (at most three, by name): a university found only
   * by its programmes comes after those found by their own name, place or fields.
   */
  matchedPrograms?: Record<string, { id: number; name: string; level: string }[]>;
}

export interface CountryMeta {
  name: string;
  universityCount: number;
}

/** University setup payload (spec part 1, 3 and 5). */
export const UniversitySetupPayload = v.object({
  name: requiredText('University name is required'),
  country: requiredText('Country is required', 100),
  city: requiredText('City is required', 100),
  website: optionalWebsite(),
  description: optionalText(5000),
  phone: optionalPhone(),
  email: optionalEmail(),
});
export type UniversitySetupPayload = v.InferInput<typeof UniversitySetupPayload>;

/** PUT /users/university/profile: any of the setup fields, with the same rules. */
export const UniversityProfileUpdate = v.partial(UniversitySetupPayload);
export type UniversityProfileUpdate = v.InferInput<typeof UniversityProfileUpdate>;

/** Admin university form (spec part 2, 5): name, country and city required; the rest optional. */
export const UniversityForm = v.object({
  ...UniversitySetupPayload.entries,
  imageUrl: optionalText(500),
  specialties: textList(),
  featured: v.optional(v.boolean(), false),
  founded: optionalYear(800, 2100),
  studentsTotal: optionalNumber(0, 10_000_000),
  universityType: optionalText(50),
  applicationFee: optionalNumber(0, 100_000),
  responseTimeDays: optionalNumber(0, 365),
  qsRank: optionalNumber(1, 100_000),
  theRank: optionalNumber(1, 100_000),
  tuitionRangeMin: optionalNumber(0, 1_000_000),
  tuitionRangeMax: optionalNumber(0, 1_000_000),
  admissionRequirements: optionalText(5000),
  languageRequirements: optionalText(5000),
});
export type UniversityForm = v.InferInput<typeof UniversityForm>;

/** PUT /admin/universities/{id}: any of the form's fields, with the same rules. */
export const UniversityUpdate = v.partial(UniversityForm);
export type UniversityUpdate = v.InferInput<typeof UniversityUpdate>;
