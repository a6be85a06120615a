// Requirements as code: a person's profile checked against a programme's entry requirements,
// intakes and fees (POST /programs/{id}/eligibility, the matches of a student, the comparison).
import * as v from 'valibot';
import { Id, optionalText, queryInt, querySearch } from './common.ts';
import { AGENCY_EDUCATION_LEVELS, AGENCY_DEGREE_LEVELS, EDUCATION_LEVELS } from './constants.ts';
import type { DocumentType } from './enums.ts';
import { CatalogueProgram } from './program-catalogue.ts';
import { Currency, FeeGroup, gradeOn, PRIOR_DEGREES } from './program-parts.ts';

export const VERDICTS = ['ELIGIBLE', 'CONDITIONAL', 'NOT_ELIGIBLE', 'UNKNOWN'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const ENGLISH_TESTS = ['IELTS', 'TOEFL_IBT', 'PTE', 'DUOLINGO', 'CAMBRIDGE'] as const;
export type EnglishTest = (typeof ENGLISH_TESTS)[number];

/** Each test's score range and step (IELTS in half bands; Cambridge English Scale 80–230). */
export const ENGLISH_TEST_RANGE: Record<EnglishTest, { min: number; max: number; step: number }> = {
  IELTS: { min: 0, max: 9, step: 0.5 },
  TOEFL_IBT: { min: 0, max: 120, step: 1 },
  PTE: { min: 10, max: 90, step: 1 },
  DUOLINGO: { min: 10, max: 160, step: 5 },
  CAMBRIDGE: { min: 80, max: 230, step: 1 },
};

/** The degree levels a profile names: the programme's codes or the profile forms' picklists. */
export const DEGREE_LEVELS = [...PRIOR_DEGREES, ...new Set([...EDUCATION_LEVELS, ...AGENCY_EDUCATION_LEVELS])] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

const EnglishScore = v.pipe(
  v.object({
    test: v.picklist(ENGLISH_TESTS, 'Must be IELTS, TOEFL_IBT, PTE, DUOLINGO or CAMBRIDGE'),
    score: v.number('The score must be a number'),
  }),
  v.forward(
    v.check(({ test, score }) => {
      const range = ENGLISH_TEST_RANGE[test];
      return score >= range.min && score <= range.max && Number.isInteger(score / range.step);
    }, 'The score does not fit its test'),
    ['score'],
  ),
);

/** A person's profile; any part may be missing (the answer then names it). Budget: euros a year. */
export const EligibilityProfile = v.object({
  degreeLevel: v.optional(v.nullable(v.picklist(DEGREE_LEVELS, 'Unknown degree level'))),
  grade: v.optional(v.nullable(gradeOn('The grade does not fit its scale'))),
  english: v.optional(v.nullable(EnglishScore)),
  nationality: optionalText(100),
  budget: v.optional(
    v.nullable(
      v.pipe(
        v.number('The budget must be a number'),
        v.minValue(0, 'The budget must be between 0 and 10000000'),
        v.maxValue(10_000_000, 'The budget must be between 0 and 10000000'),
      ),
    ),
  ),
});
export type EligibilityProfile = v.InferInput<typeof EligibilityProfile>;
export type Profile = v.InferOutput<typeof EligibilityProfile>;

/** The profile fields an answer may name as missing. */
export const PROFILE_FIELDS = ['degreeLevel', 'grade', 'english', 'nationality', 'budget'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The language of the reasons' texts. */
export const TextsQuery = v.strictObject(
  { lang: v.optional(v.picklist(['en', 'ar'], 'Must be en or ar'), 'en') },
  'Unknown parameter',
);

export const REASON_CODES = [
  'DEGREE_MET',
  'DEGREE_BELOW',
  'GRADE_MET',
  'GRADE_BELOW',
  'ENGLISH_MET',
  'ENGLISH_BELOW',
  'ENGLISH_PENDING',
  'BUDGET_MET',
  'BUDGET_BELOW_FEE',
  'DEADLINE_OPEN',
  'DEADLINE_PASSED',
  'PROFILE_INCOMPLETE',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * The documents that prove what a reason is about: the degree held, the grade, the English
 * score, the means to pay. The admins' checklist marks these with the reasons they must prove.
 */
const PROOF: Record<'DEGREE' | 'GRADE' | 'ENGLISH' | 'BUDGET', readonly DocumentType[]> = {
  DEGREE: ['DIPLOMA', 'CERTIFICATE'],
  GRADE: ['TRANSCRIPT'],
  ENGLISH: ['IELTS_CERTIFICATE', 'TOEFL_CERTIFICATE'],
  BUDGET: ['FINANCIAL_STATEMENT', 'BANK_STATEMENT', 'SCHOLARSHIP_LETTER'],
};

/** The reasons a document of `type` must prove (none for a type no requirement rests on). */
export function reasonsProvedBy<R extends { code: ReasonCode }>(type: DocumentType, reasons: readonly R[]): R[] {
  return reasons.filter((reason) => {
    const requirement = reason.code.split('_')[0] as keyof typeof PROOF;
    return PROOF[requirement]?.includes(type) ?? false;
  });
}

/** The reasons that say what is not met yet (below a requirement, pending, missing, past a deadline). */
export const unmetReasons = <R extends { code: ReasonCode }>(reasons: readonly R[]): R[] =>
  reasons.filter((reason) => !/_(MET|OPEN)$/.test(reason.code));

export const Reason = v.object({
  code: v.picklist(REASON_CODES),
  params: v.record(v.string(), v.union([v.string(), v.number()])),
  /** The reason in the asked language, with what would change it. */
  message: v.string(),
});
export type Reason = v.InferOutput<typeof Reason>;

export const Eligibility = v.object({
  verdict: v.picklist(VERDICTS),
  reasons: v.array(Reason),
  missing: v.array(v.picklist(PROFILE_FIELDS)),
  /** The tuition of the person's fee group, per year in its own currency; null when unknown. */
  tuition: v.nullable(v.object({ amount: v.number(), currency: Currency, feeGroup: FeeGroup })),
  /** The first intake whose deadline the person's applicant group can still make. */
  nextIntake: v.nullable(v.object({ id: v.number(), startDate: v.string(), deadline: v.nullable(v.string()) })),
  /** 0–100: hard gates first, then margins on grade, English and budget, then time to the deadline. */
  score: v.number(),
});
export type Eligibility = v.InferOutput<typeof Eligibility>;

/**
 * The verdict an application carries: computed when it was submitted, from the student's profile
 * then against the catalogue's programme, with its reasons in the reader's language (the
 * request's `Accept-Language`: `ar` or else English). Null before submission, for applications
 * submitted before verdicts were kept, and for a programme outside the catalogue.
 */
export interface ApplicationEligibility {
  verdict: Verdict;
  reasons: Reason[];
  computedAt: string;
}

/** GET …/matches: the filters, and how many to answer. Unknown parameters are refused. */
export const MatchesQuery = v.strictObject(
  {
    lang: v.optional(v.picklist(['en', 'ar'], 'Must be en or ar'), 'en'),
    level: v.optional(v.picklist(AGENCY_DEGREE_LEVELS, 'Unknown degree level')),
    country: querySearch,
    verdict: v.optional(v.picklist(VERDICTS, 'Unknown verdict')),
    limit: queryInt(1, 50, 20),
  },
  'Unknown parameter',
);
export type MatchesQuery = v.InferInput<typeof MatchesQuery>;

export const Match = v.object({ program: CatalogueProgram, eligibility: Eligibility });
export type Match = v.InferOutput<typeof Match>;

/** A student's matches, best first, and what their profile lacks for a surer answer. */
export interface Matches {
  matches: Match[];
  missing: (typeof PROFILE_FIELDS)[number][];
}

/** GET /programs/{id}/students: an agency's check of its active students against one programme. Unknown parameters are refused. */
export const ProgramStudentsQuery = v.strictObject(
  {
    lang: v.optional(v.picklist(['en', 'ar'], 'Must be en or ar'), 'en'),
    verdict: v.optional(v.picklist(VERDICTS, 'Unknown verdict')),
    limit: queryInt(1, 100, 50),
  },
  'Unknown parameter',
);
export type ProgramStudentsQuery = v.InferInput<typeof ProgramStudentsQuery>;

/**
 * Which of the agency's active students (a counsellor's: their own) qualify for a programme, best
 * first; NOT_ELIGIBLE ones only when asked for. `counts` covers every student checked.
 */
export interface ProgramStudents {
  students: {
    student: { id: number; firstName: string | null; lastName: string | null; email: string | null };
    eligibility: Eligibility;
  }[];
  counts: Record<Verdict, number>;
}

/** GET /programs/compare?ids=1,2,3: up to four programmes, with the verdicts of the student who asks, or of an agency's student. */
/** `ids=1,2,3`: one to four programmes, in the order named. */
const programIds = v.pipe(
  v.string('Name the programmes to compare'),
  v.regex(/^\d{1,9}(,\d{1,9}){0,3}$/, 'Name one to four programme ids, separated by commas'),
  v.transform((text) => [...new Set(text.split(',').map(Number))]),
);

export const CompareQuery = v.strictObject(
  {
    ids: programIds,
    lang: v.optional(v.picklist(['en', 'ar'], 'Must be en or ar'), 'en'),
    /** An agency's student whose verdicts to show (404 for anyone else's). */
    studentId: v.optional(Id),
  },
  'Unknown parameter',
);
export type CompareQuery = v.InferInput<typeof CompareQuery>;

/** GET /students/{id}/compare.pdf?ids=: the agency's quote for its student; `lang` else the agency's language. */
export const QuotePdfQuery = v.strictObject(
  { ids: programIds, lang: v.optional(v.picklist(['en', 'ar'], 'Must be en or ar')) },
  'Unknown parameter',
);
export type QuotePdfQuery = v.InferInput<typeof QuotePdfQuery>;

export interface Comparison {
  programs: { program: CatalogueProgram; eligibility: Eligibility | null }[];
}

/** Universities a visitor's check reads at once: one page of the search's results, twice over. */
export const MAX_CHECKED_UNIVERSITIES = 24;
/** Programmes a lead's check may name. */
export const MAX_CHECKED_PROGRAMS = 24;

/**
 * POST /search/eligibility: a visitor's profile against the programmes of several universities
 * (the search widget's page of results). Nothing is stored.
 */
export const UniversitiesCheck = v.object({
  profile: EligibilityProfile,
  universityIds: v.pipe(
    v.array(Id, 'Must be a list'),
    v.minLength(1, 'Name one to 24 universities'),
    v.maxLength(MAX_CHECKED_UNIVERSITIES, 'Name one to 24 universities'),
  ),
});
export type UniversitiesCheck = v.InferInput<typeof UniversitiesCheck>;

/** One university's best programme for the profile (null when it lists none), and how many it holds. */
export interface UniversityCheck {
  universityId: number;
  programs: number;
  /** How many of its programmes answer ELIGIBLE or CONDITIONAL. */
  open: number;
  best: { programId: number; programName: string; level: string; eligibility: Eligibility } | null;
}

/** The answer, best university first (by its best programme's score). */
export interface UniversityChecks {
  universities: UniversityCheck[];
}

/** A lead's check as the visitor sends it: the profile and the programmes checked (the server checks them again). */
export const LeadCheckPayload = v.object({
  profile: EligibilityProfile,
  programIds: v.pipe(
    v.array(Id, 'Must be a list'),
    v.minLength(1, 'Name one to 24 programmes'),
    v.maxLength(MAX_CHECKED_PROGRAMS, 'Name one to 24 programmes'),
  ),
});

/** A lead's check as stored: the profile, and the verdict the server found on each programme. */
export interface LeadCheck {
  profile: Profile;
  checkedAt: string;
  programs: { id: number; name: string; university: string; verdict: Verdict; score: number }[];
}
