import * as v from 'valibot';
import { LIMITS } from './constants.ts';
import { EMAIL_PATTERN, PHONE_PATTERN, WEBSITE_PATTERN } from './patterns.ts';
import type { RefusalCode } from './refusals.ts';

/** The largest id either database hands out (PostgreSQL `serial` is a 32-bit integer). */
export const MAX_ID = 2_147_483_647;

/**
 * A record id in a JSON payload: a whole number from 1 to MAX_ID. Every id field of every schema
 * uses this (or `Id`): a larger number cannot be an id, and PostgreSQL refuses to compare one
 * with an integer column (a 500 otherwise). `sdk/schemas/ids.test.ts` checks every schema.
 */
export const recordId = (message = 'Must be a whole number') =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_ID, `Must be at most ${MAX_ID}`),
  );

/** A record id in a path, query or payload: a whole number of at least 1 (numeric text too). */
export const Id = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'Must be a whole number'), v.transform(Number))],
    'Must be a whole number',
  ),
  v.number(),
  v.integer('Must be a whole number'),
  v.minValue(1, 'Must be at least 1'),
  // A larger id cannot exist, and PostgreSQL refuses to compare one with an integer column.
  v.maxValue(MAX_ID, `Must be at most ${MAX_ID}`),
);

export const IdParams = v.object({ id: Id });

/**
 * A CSV export's query: the language its first line names the columns in, for people (the portal
 * sends its own); without it the columns' keys (`firstName`, …), unchanged for programs reading them.
 */
export const CsvExportQuery = v.object({ lang: v.optional(v.picklist(['en', 'ar'], 'Must be en or ar')) });
export type CsvExportQuery = v.InferInput<typeof CsvExportQuery>;

/** A query-string number (query values arrive as text). */
const wholeNumberText = (min: number, max: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Must be a whole number'), v.transform(Number))],
      'Must be a whole number',
    ),
    v.number(),
    v.integer('Must be a whole number'),
    v.minValue(min, `Must be at least ${min}`),
    v.maxValue(max, `Must be at most ${max}`),
  );

export const queryInt = (min: number, max: number, fallback: number) => v.optional(wholeNumberText(min, max), fallback);

/** A whole number in the query string that may be left out (no default). */
export const optionalQueryInt = (min: number, max: number) => v.optional(wholeNumberText(min, max));

export const PageQuery = {
  page: queryInt(1, 1_000_000, 1),
  limit: queryInt(1, LIMITS.maxPageSize, 10),
};

/** A query-string boolean: "true" or "false". */
export const queryBoolean = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false'], 'Must be true or false')]),
    v.transform((x) => x === true || x === 'true'),
  ),
);

/** Free text in a query: trimmed, bounded, empty means absent. */
export const querySearch = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(200, 'Search is too long'),
    v.transform((s) => s || undefined),
  ),
);

export const Pagination = v.object({
  page: v.number(),
  limit: v.number(),
  total: v.number(),
  pages: v.number(),
  /**
   * Present (true) when the list stopped counting: there are more than `total` items (and pages
   * past `pages`), shown as "1,000+". Only the catalogue does this (CATALOGUE_COUNT_LIMIT).
   */
  totalIsLowerBound: v.optional(v.literal(true)),
});
export type Pagination = v.InferOutput<typeof Pagination>;

export const FieldError = v.object({ field: v.string(), message: v.string() });
export type FieldError = v.InferOutput<typeof FieldError>;

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /** An application needs the student's completed profile first (the portal sends the student there). */
  'PROFILE_INCOMPLETE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every failure the server answers has this shape (ARCHITECTURE.md, "A request, from route to database"). */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** The refusal's stable code (`REFUSALS` in `refusals.ts`): what a client writes in its reader's language. */
  reason: RefusalCode;
  /** The values the refusal's message names, by name (`{ fileName: 'cv.exe' }`). */
  params?: Record<string, string | number>;
  errors?: FieldError[];
}

// The patterns live apart so that widgets can use them without valibot.
export { EMAIL_PATTERN, PHONE_PATTERN, WEBSITE_PATTERN };

export const requiredText = (message: string, max = 200) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, `Must be at most ${max} characters`));

/** Optional text: trimmed; empty becomes absent (spec part 2, 5: "Empty optional fields are omitted"). */
export const optionalText = (max = 200) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, `Must be at most ${max} characters`),
        v.transform((s) => s || null),
      ),
    ),
  );

export const requiredEmail = (required = 'Email is required', invalid = 'Email is invalid') =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.maxLength(254, invalid),
    v.regex(EMAIL_PATTERN, invalid),
    v.toLowerCase(),
  );

export const optionalEmail = (invalid = 'Please enter a valid email address') =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(254, invalid),
        v.check((s) => s === '' || EMAIL_PATTERN.test(s), invalid),
        v.transform((s) => s.toLowerCase() || null),
      ),
    ),
  );

export const optionalWebsite = (invalid = 'Please enter a valid website URL') =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(300, invalid),
        v.check((s) => s === '' || WEBSITE_PATTERN.test(s), invalid),
        v.transform((s) => s || null),
      ),
    ),
  );

export const optionalPhone = (invalid = 'Please enter a valid phone number') =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(40, invalid),
        v.check((s) => s === '' || PHONE_PATTERN.test(s), invalid),
        v.transform((s) => s || null),
      ),
    ),
  );

/** An optional number within bounds; accepts numeric text from forms, empty means absent. */
export const optionalNumber = (min: number, max: number, message = `Must be a number between ${min} and ${max}`) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.union(
          [
            v.number(message),
            v.pipe(
              v.string(message),
              v.trim(),
              v.transform((s) => (s === '' ? null : Number(s))),
            ),
          ],
          message,
        ),
        v.nullable(v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message))),
      ),
    ),
  );

/** A real day: the pattern, and no 30 February (Date.parse rolls that over to March). */
export const isCalendarDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(s)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** An ISO calendar date (YYYY-MM-DD). */
export const optionalDate = (message = 'Must be a date (YYYY-MM-DD)') =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.transform((s) => s.slice(0, 10)),
        v.check((s) => s === '' || isCalendarDate(s), message),
        v.transform((s) => s || null),
      ),
    ),
  );

/** Today as YYYY-MM-DD (UTC), for rules about the past and the future. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

export const BIRTH_DATE_MESSAGE = 'Date of birth cannot be in the future';

/** A date of birth: an optional calendar date, not after today (one rule for every form that asks). */
export const birthDate = () =>
  v.pipe(
    optionalDate(),
    v.check((d) => !d || d <= todayIso(), BIRTH_DATE_MESSAGE),
  );

/** An optional year within bounds; its message writes the years as years (no thousands separator). */
export const optionalYear = (min: number, max: number) =>
  v.pipe(
    optionalNumber(min, max, `Must be a year from ${min} to ${max}`),
    v.check((y) => y == null || Number.isInteger(y), `Must be a year from ${min} to ${max}`),
  );

/** A list of short texts; accepts a list or comma-separated text. */
export const textList = (maxItems = 30) =>
  v.optional(
    v.pipe(
      v.union([v.array(v.string()), v.string()], 'Must be a list of texts'),
      v.transform((x) => (Array.isArray(x) ? x : x.split(',')).map((s) => s.trim()).filter(Boolean)),
      v.maxLength(maxItems, `At most ${maxItems} entries`),
      v.check((xs) => xs.every((s) => s.length <= 100), 'Each entry must be at most 100 characters'),
    ),
  );
