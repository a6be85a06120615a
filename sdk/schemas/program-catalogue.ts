// The public catalogue of programmes: GET /api/programs and GET /api/programs/{id}.
import * as v from 'valibot';
import { Id, type Pagination, PageQuery, queryBoolean, querySearch } from './common.ts';
import { AGENCY_DEGREE_LEVELS } from './constants.ts';
import { PROGRAM_SORTS } from './program-choices.ts';
import { FeeGroup, ProgramDetails, StudyMode } from './program-parts.ts';
import { BROAD_FIELD_CODES, NARROW_FIELD_CODES } from './study-fields.ts';

/** An optional whole number of the query string, within bounds. */
const wholeNumber = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Must be a whole number'), v.transform(Number))],
        'Must be a whole number',
      ),
      v.integer('Must be a whole number'),
      v.minValue(min, `Must be at least ${min}`),
      v.maxValue(max, `Must be at most ${max}`),
    ),
  );

export { PROGRAM_SORTS };

/**
 * The search's filters. Unknown parameters are refused (400), so that a misspelt filter is not
 * silently ignored.
 */
export const ProgramListQuery = v.strictObject(
  {
    ...PageQuery,
    q: querySearch,
    level: v.optional(v.picklist(AGENCY_DEGREE_LEVELS, 'Unknown degree level')),
    /** An ISCED-F 2013 broad (two digits) or narrow (three digits) field code. */
    field: v.optional(v.picklist([...BROAD_FIELD_CODES, ...NARROW_FIELD_CODES], 'Unknown field of study')),
    /** An ISO 639-1 language of instruction. */
    language: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'Must be a language code such as en'))),
    country: querySearch,
    city: querySearch,
    universityId: v.optional(Id),
    mode: v.optional(StudyMode),
    /** Whose fee `tuitionMax` and `sort=tuition` read, and whose window `openNow` and `sort=deadline` read; EU when absent. */
    feeGroup: v.optional(FeeGroup),
    /** Yearly tuition at most this many euros (other currencies at the reference rates of `sdk/schemas/reference-rates.ts`). */
    tuitionMax: wholeNumber(0, 10_000_000),
    /** Only programmes with an intake whose window is open today for the fee group. */
    openNow: queryBoolean,
    /** Only programmes with an intake starting in this month (1–12). */
    startMonth: wholeNumber(1, 12),
    sort: v.optional(v.picklist(PROGRAM_SORTS, 'Must be relevance, deadline or tuition'), 'relevance'),
  },
  'Unknown parameter',
);
export type ProgramListQuery = v.InferInput<typeof ProgramListQuery>;

/** A programme of the public catalogue, with its university's summary. */
export const CatalogueProgram = v.object({
  id: v.number(),
  name: v.string(),
  level: v.string(),
  durationMonths: v.nullable(v.number()),
  ...ProgramDetails,
  university: v.object({ id: v.number(), name: v.string(), country: v.string(), city: v.string() }),
});
export type CatalogueProgram = v.InferOutput<typeof CatalogueProgram>;

export interface ProgramList {
  programs: CatalogueProgram[];
  pagination: Pagination;
  /** The search as corrected, when a misspelt word was read as the catalogue word it is nearest to. */
  suggestion?: string;
}
