// Business constants of spec part 1 section 9 and part 2 section 9.

/** Countries an agency may be set up in (spec part 1, 9): the 30 European destinations. */
export const EUROPEAN_COUNTRIES = [
  'Germany',
  'France',
  'Italy',
  'Spain',
  'Netherlands',
  'Belgium',
  'Austria',
  'Switzerland',
  'Poland',
  'Czech Republic',
  'Portugal',
  'Sweden',
  'Denmark',
  'Norway',
  'Finland',
  'Ireland',
  'United Kingdom',
  'Greece',
  'Hungary',
  'Romania',
  'Bulgaria',
  'Croatia',
  'Slovenia',
  'Slovakia',
  'Estonia',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Cyprus',
] as const;

/** Nationalities and countries offered in agency and admin forms (spec part 2, 9). */
export const COUNTRIES = [
  'Afghanistan',
  'Albania',
  'Algeria',
  'Argentina',
  'Australia',
  'Austria',
  'Bangladesh',
  'Belgium',
  'Brazil',
  'Bulgaria',
  'Canada',
  'China',
  'Croatia',
  'Czech Republic',
  'Denmark',
  'Egypt',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'India',
  'Indonesia',
  'Iran',
  'Iraq',
  'Ireland',
  'Italy',
  'Japan',
  'Jordan',
  'Kenya',
  'South Korea',
  'Lebanon',
  'Malaysia',
  'Mexico',
  'Morocco',
  'Netherlands',
  'Nigeria',
  'Norway',
  'Pakistan',
  'Philippines',
  'Poland',
  'Portugal',
  'Romania',
  'Russia',
  'Saudi Arabia',
  'South Africa',
  'Spain',
  'Sweden',
  'Switzerland',
  'Syria',
  'Thailand',
  'Tunisia',
  'Turkey',
  'Ukraine',
  'United Kingdom',
  'United States',
  'Vietnam',
] as const;

/** Education levels of the student setup wizard (spec part 1, 9). */
export const EDUCATION_LEVELS = [
  'High School',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD/Doctorate',
  'Professional Certificate',
  'Diploma',
  'Other',
] as const;

/** Education levels of the agency student forms (spec part 2, 9). */
export const AGENCY_EDUCATION_LEVELS = [
  'High School',
  'Foundation/Diploma',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD/Doctorate',
  'Other',
] as const;

/** Admin student education filter (spec part 2, 9). */
export const ADMIN_EDUCATION_FILTERS = ['High School', "Bachelor's", "Master's", 'PhD'] as const;

/** Grade scales and the GPA bounds each one allows (ARCHITECTURE.md, Decisions: bounds follow the scale). */
export const GRADE_SCALES = {
  '4.0 Scale (US)': { min: 0, max: 4 },
  '5.0 Scale': { min: 0, max: 5 },
  '10.0 Scale': { min: 0, max: 10 },
  'Percentage (0-100%)': { min: 0, max: 100 },
  'European ECTS': { min: 0, max: 100 },
  'UK Class System': { min: 0, max: 100 },
  Other: { min: 0, max: 100 },
} as const satisfies Record<string, { min: number; max: number }>;
export type GradeScale = keyof typeof GRADE_SCALES;
export const GRADE_SCALE_NAMES = Object.keys(GRADE_SCALES) as GradeScale[];

export const STUDY_DURATIONS = ['6 months', '1 year', '2 years', '3 years', '4 years', '5+ years', 'Flexible'] as const;

/** Budget ranges per year of the student setup wizard (spec part 1, 9). */
export const STUDENT_BUDGET_RANGES = [
  'Under €10,000',
  '€10,000 - €20,000',
  '€20,000 - €30,000',
  '€30,000 - €40,000',
  '€40,000 - €50,000',
  'Over €50,000',
  'Budget flexible',
] as const;

/** Budget ranges of the agency forms (spec part 2, 9). */
export const AGENCY_BUDGET_RANGES = [
  'Under €10,000',
  '€10,000 - €20,000',
  '€20,000 - €30,000',
  '€30,000 - €50,000',
  'Over €50,000',
  'No Budget Constraints',
] as const;

/** Degree levels of the student apply form (spec part 1, 9). */
export const STUDENT_DEGREE_LEVELS = [
  'Certificate',
  'Diploma',
  'Associate Degree',
  "Bachelor's Degree",
  "Master's Degree",
  'Doctorate/PhD',
  'Post-doctorate',
] as const;

/** Degree levels of the agency application wizard (spec part 2, 9). */
export const AGENCY_DEGREE_LEVELS = [
  'Foundation',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD/Doctorate',
  'Certificate',
  'Diploma',
] as const;

export const ENGLISH_PROFICIENCY = [
  'Native Speaker',
  'IELTS 7.0+',
  'IELTS 6.5-7.0',
  'IELTS 6.0-6.5',
  'IELTS 5.5-6.0',
  'TOEFL 90+',
  'TOEFL 80-90',
  'TOEFL 70-80',
  'Basic English',
  'No Certificate',
] as const;

/** Students an agency may hold per plan (spec part 1, 9); null means unlimited. */
export const AGENCY_PLAN_CAPS = { STARTER: 50, PROFESSIONAL: 200, ENTERPRISE: null } as const;

/** The staff seats a plan holds, the owner included, or null for unlimited (docs/agency-teams.md). */
export const AGENCY_PLAN_SEATS = { STARTER: 3, PROFESSIONAL: 10, ENTERPRISE: null } as const;

export const LIMITS = {
  passwordMin: 6,
  logoMaxBytes: 5 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
  documentsPerUpload: 5,
  personalStatementMin: 100,
  phoneMinChars: 7,
  partialProfileThreshold: 50,
  pollIntervalMs: 30_000,
  maxPageSize: 100,
  studentImportMaxRows: 10_000,
  studentImportMaxBytes: 20 * 1024 * 1024,
  programImportMaxRows: 5_000,
  programImportMaxBytes: 20 * 1024 * 1024,
} as const;

export const PAGE_SIZES = {
  universities: 12,
  lists: 10,
  homeFeatured: 6,
  homeCountries: 6,
  cardSpecialties: 3,
  detailPrograms: 10,
  applyUniversityPicker: 100,
  wizardUniversityPicker: 20,
  wizardStudentPicker: 100,
} as const;

/** Student profile bounds of spec part 1, 5 (GPA bounds come from the grade scale). */
export const SCORE_BOUNDS = {
  ieltsScore: { min: 0, max: 9, step: 0.5 },
  toeflScore: { min: 0, max: 120, step: 1 },
  satScore: { min: 400, max: 1600, step: 1 },
  greScore: { min: 130, max: 170, step: 1 },
  gmatScore: { min: 200, max: 800, step: 1 },
  graduationYear: { min: 1980, max: 2030, step: 1 },
} as const;

/** Free consultation and advisor hours (spec part 1, 1 and 9). */
export const ADVISOR_HOURS = {
  days: 'Mon-Fri',
  from: '09:00',
  to: '18:00',
  timeZone: 'CET',
  consultationMinutes: 30,
} as const;

/** The months as the catalogue's intake texts name them ("September and February"), January first. */
export const INTAKE_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
