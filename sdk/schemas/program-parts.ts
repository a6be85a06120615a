// The parts of a programme an applicant decides on: its intakes with an application window per
// applicant group, its fees per fee group in their own currency, and its entry requirements.
import * as v from 'valibot';
import { isCalendarDate, optionalDate, optionalNumber, optionalText } from './common.ts';
import { STUDY_MODES } from './program-choices.ts';
import { DOCUMENT_TYPES } from './enums.ts';

/** Whose application window: EU/EEA applicants, non-EU applicants, non-EU applicants who need a visa. */
export const APPLICANT_GROUPS = ['EU', 'NON_EU', 'NON_EU_VISA'] as const;
export type ApplicantGroup = (typeof APPLICANT_GROUPS)[number];

/** Whose tuition: EU/EEA (home) or non-EU (international) fee status. */
export const FEE_GROUPS = ['EU', 'NON_EU'] as const;
export const FeeGroup = v.picklist(FEE_GROUPS, 'Must be EU or NON_EU');
export type FeeGroup = (typeof FEE_GROUPS)[number];

/** ISO 4217 codes of the currencies European universities charge in. */
export const CURRENCIES = ['EUR', 'CHF', 'GBP', 'SEK', 'DKK', 'NOK', 'ISK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN'] as const;
export const Currency = v.picklist(CURRENCIES, 'Unknown currency');
export type Currency = (typeof CURRENCIES)[number];

export { STUDY_MODES };
export const StudyMode = v.picklist(STUDY_MODES, 'Unknown study mode');
export type StudyMode = (typeof STUDY_MODES)[number];

/** OPEN: some group may apply today; UPCOMING: no window has opened yet; FULL: every seat taken; CLOSED otherwise. */
export const INTAKE_STATUSES = ['OPEN', 'UPCOMING', 'FULL', 'CLOSED'] as const;
export type IntakeStatus = (typeof INTAKE_STATUSES)[number];

const date = (message: string) =>
  v.pipe(v.string(message), v.regex(/^\d{4}-\d{2}-\d{2}$/, message), v.check(isCalendarDate, message));

/** When a group may apply; either end may be unknown. */
const ApplicationWindow = v.pipe(
  v.object({ opens: optionalDate(), closes: optionalDate() }),
  v.forward(
    v.check(
      ({ opens, closes }) => !opens || !closes || opens < closes,
      'The application window must open before it closes',
    ),
    ['opens'],
  ),
);
export type ApplicationWindow = { opens: string | null; closes: string | null };

const seats = (message: string) => optionalNumber(0, 100_000, message);
const noWindow = { opens: null, closes: null };

const IntakeFields = v.object({
  startDate: date('The start date must be a date (YYYY-MM-DD)'),
  seats: seats('Seats must be a number between 0 and 100000'),
  seatsTaken: seats('Seats taken must be a number between 0 and 100000'),
  windows: v.optional(
    v.object({
      EU: v.optional(ApplicationWindow, noWindow),
      NON_EU: v.optional(ApplicationWindow, noWindow),
      NON_EU_VISA: v.optional(ApplicationWindow, noWindow),
    }),
    { EU: noWindow, NON_EU: noWindow, NON_EU_VISA: noWindow },
  ),
});

const closesBeforeStart = (group: ApplicantGroup) =>
  v.check<v.InferOutput<typeof IntakeFields>, string>(({ startDate, windows }) => {
    const closes = windows[group].closes;
    return !closes || closes <= startDate;
  }, 'The application window must close before the programme starts');

export const IntakeForm = v.pipe(
  IntakeFields,
  v.forward(closesBeforeStart('EU'), ['windows', 'EU', 'closes'] as const),
  v.forward(closesBeforeStart('NON_EU'), ['windows', 'NON_EU', 'closes'] as const),
  v.forward(closesBeforeStart('NON_EU_VISA'), ['windows', 'NON_EU_VISA', 'closes'] as const),
);
export type IntakeForm = v.InferInput<typeof IntakeForm>;

const amount = (message: string) => v.pipe(v.number(message), v.minValue(0, message), v.maxValue(10_000_000, message));

/** Tuition for one fee group, per academic year. */
export const FeeForm = v.object({
  feeGroup: FeeGroup,
  amount: amount('The fee must be a number between 0 and 10000000'),
  currency: Currency,
});
export type FeeForm = v.InferInput<typeof FeeForm>;

/** A one-off charge (application fee, deposit). */
export const ChargeForm = v.object({
  amount: amount('The amount must be a number between 0 and 10000000'),
  currency: Currency,
});
export type Charge = v.InferOutput<typeof ChargeForm>;

export const PRIOR_DEGREES = ['SECONDARY', 'BACHELOR', 'MASTER'] as const;
/**
 * The grade scales students bring and programmes state (ARCHITECTURE.md, Decisions: grades): US
 * 4.0, Gulf/Saudi 5.0, percentage, the French, Maghreb and Lebanese /20, the Indian /10, UK degree
 * classes and the German 1.0 (best) to 5.0.
 */
export const GRADE_SCALES = ['US_4', 'GULF_5', 'PERCENT', 'FR_20', 'IN_10', 'UK_CLASS', 'DE_5'] as const;
export type GradeScaleCode = (typeof GRADE_SCALES)[number];
export type NumericGradeScale = Exclude<GradeScaleCode, 'UK_CLASS'>;
const NUMERIC_GRADE_SCALES = GRADE_SCALES.filter((s): s is NumericGradeScale => s !== 'UK_CLASS');
/** UK degree classes, best first: First, Upper Second (2:1), Lower Second (2:2), Third. */
export const UK_CLASSES = ['FIRST', 'UPPER_SECOND', 'LOWER_SECOND', 'THIRD'] as const;
export type UkClass = (typeof UK_CLASSES)[number];
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

/** The bounds of each numeric scale (the German scale runs from 1.0, best, to 5.0). */
export const GRADE_SCALE_RANGE: Record<NumericGradeScale, { min: number; max: number }> = {
  US_4: { min: 0, max: 4 },
  GULF_5: { min: 0, max: 5 },
  PERCENT: { min: 0, max: 100 },
  FR_20: { min: 0, max: 20 },
  IN_10: { min: 0, max: 10 },
  DE_5: { min: 1, max: 5 },
};

/** A grade on its scale: a number within the scale's bounds, or a UK degree class. */
export const gradeOn = (message: string) =>
  v.pipe(
    v.variant(
      'scale',
      [
        v.object({
          scale: v.literal('UK_CLASS'),
          value: v.picklist(UK_CLASSES, 'Must be FIRST, UPPER_SECOND, LOWER_SECOND or THIRD'),
        }),
        v.object({
          scale: v.picklist(NUMERIC_GRADE_SCALES, 'Unknown grade scale'),
          value: v.number('The grade must be a number'),
        }),
      ],
      'Unknown grade scale',
    ),
    v.forward(
      v.check(
        (grade) =>
          grade.scale === 'UK_CLASS' ||
          (typeof grade.value === 'number' &&
            grade.value >= GRADE_SCALE_RANGE[grade.scale].min &&
            grade.value <= GRADE_SCALE_RANGE[grade.scale].max),
        message,
      ),
      ['value'],
    ),
  );
export type Grade = { scale: 'UK_CLASS'; value: UkClass } | { scale: NumericGradeScale; value: number };

const testScore = (name: string, min: number, max: number, step = 1) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${name} must be between ${min} and ${max}`),
        v.minValue(min, `${name} must be between ${min} and ${max}`),
        v.maxValue(max, `${name} must be between ${min} and ${max}`),
        v.check(
          (n) => Number.isInteger(n / step),
          step === 1 ? `${name} must be a whole number` : `${name} must be in half bands (e.g. 6.5)`,
        ),
      ),
    ),
  );

/** The English tests a programme accepts, with the minimum of each (IELTS Academic's bands are 0–9 in halves). */
const EnglishTests = v.object({
  ieltsOverall: testScore('IELTS', 0, 9, 0.5),
  /** No band below this. */
  ieltsMinimumBand: testScore('IELTS', 0, 9, 0.5),
  toeflIbt: testScore('TOEFL iBT', 0, 120),
  pteAcademic: testScore('PTE Academic', 10, 90),
  duolingo: testScore('Duolingo', 10, 160),
  /** The Cambridge English Scale (C1 Advanced and C2 Proficiency report 160–230). */
  cambridge: testScore('Cambridge', 80, 230),
});

export const RequirementsForm = v.object({
  priorDegree: v.optional(v.nullable(v.picklist(PRIOR_DEGREES, 'Unknown degree level'))),
  minimumGrade: v.optional(v.nullable(gradeOn('The minimum grade does not fit its scale'))),
  english: v.optional(v.nullable(EnglishTests)),
  /** Another language of instruction, at a CEFR level. */
  otherLanguage: v.optional(
    v.nullable(
      v.object({
        language: v.pipe(v.string('Must be a language code'), v.regex(/^[a-z]{2}$/, 'Must be a language code')),
        level: v.picklist(CEFR_LEVELS, 'Must be a CEFR level (A1 to C2)'),
      }),
    ),
  ),
  gmat: testScore('GMAT', 200, 800),
  gre: testScore('GRE', 260, 340),
  /** Documents each applicant group sends. */
  documents: v.optional(
    v.object({
      EU: v.optional(v.array(v.picklist(DOCUMENT_TYPES, 'Unknown document type')), []),
      NON_EU: v.optional(v.array(v.picklist(DOCUMENT_TYPES, 'Unknown document type')), []),
    }),
  ),
  note: optionalText(2000),
  noteAr: optionalText(2000),
});
export type RequirementsForm = v.InferInput<typeof RequirementsForm>;
export type Requirements = v.InferOutput<typeof RequirementsForm>;

/** An intake as answered: its windows, each group's deadline (the window's close) and its status today. */
export const Intake = v.object({
  id: v.number(),
  startDate: v.string(),
  seats: v.nullable(v.number()),
  seatsTaken: v.number(),
  windows: v.object({
    EU: v.object({ opens: v.nullable(v.string()), closes: v.nullable(v.string()) }),
    NON_EU: v.object({ opens: v.nullable(v.string()), closes: v.nullable(v.string()) }),
    NON_EU_VISA: v.object({ opens: v.nullable(v.string()), closes: v.nullable(v.string()) }),
  }),
  /** The last day to apply for each group, YYYY-MM-DD, or null when the university names none. */
  deadlines: v.object({
    EU: v.nullable(v.string()),
    NON_EU: v.nullable(v.string()),
    NON_EU_VISA: v.nullable(v.string()),
  }),
  status: v.picklist(INTAKE_STATUSES),
});
export type Intake = v.InferOutput<typeof Intake>;

export const Fee = v.object({
  feeGroup: FeeGroup,
  amount: v.number(),
  currency: Currency,
  /** Tuition is stated per academic year. */
  per: v.literal('YEAR'),
});
export type Fee = v.InferOutput<typeof Fee>;

/** What every answer about a programme carries beyond its name and level. */
export const ProgramDetails = {
  nameAr: v.nullable(v.string()),
  /** ISCED-F 2013 fields (`study-fields.ts`). */
  field: v.nullable(v.object({ broad: v.string(), narrow: v.string() })),
  /** ISO 639-1 codes of the languages of instruction. */
  languages: v.array(v.string()),
  ects: v.nullable(v.number()),
  mode: StudyMode,
  campusCity: v.nullable(v.string()),
  description: v.nullable(v.string()),
  descriptionAr: v.nullable(v.string()),
  webPage: v.nullable(v.string()),
  intakes: v.array(Intake),
  /** Free text about intakes the university lists that are not dated. */
  intakeNote: v.nullable(v.string()),
  fees: v.array(Fee),
  applicationFee: v.nullable(ChargeForm),
  deposit: v.nullable(ChargeForm),
  requirements: RequirementsForm,
};
