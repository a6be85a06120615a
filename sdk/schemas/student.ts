import * as v from 'valibot';
import {
  AGENCY_BUDGET_RANGES,
  AGENCY_EDUCATION_LEVELS,
  ENGLISH_PROFICIENCY,
  GRADE_SCALES,
  SCORE_BOUNDS,
  type GradeScale,
} from './constants.ts';
import {
  birthDate,
  CsvExportQuery,
  Id,
  recordId,
  optionalDate,
  optionalNumber,
  optionalYear,
  optionalPhone,
  optionalText,
  PageQuery,
  querySearch,
  requiredEmail,
  requiredText,
  textList,
  todayIso,
} from './common.ts';
import { AssignedMemberId } from './agency-team.ts';
import { officeFilter } from './agency-office.ts';

const bound = (key: keyof typeof SCORE_BOUNDS) => optionalNumber(SCORE_BOUNDS[key].min, SCORE_BOUNDS[key].max);

export const GPA_SCALE_MESSAGE = 'GPA is outside the range of the chosen grade scale';

/** Every field of the student profile (spec part 1, 3), as the setup wizard and profile edit send it. */
const profileEntries = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  dateOfBirth: birthDate(),
  nationality: optionalText(100),
  passportNumber: optionalText(50),
  phone: optionalPhone(),
  address: optionalText(500),
  emergencyContactName: optionalText(200),
  emergencyContactPhone: optionalPhone(),
  currentEducationLevel: optionalText(100),
  institutionName: optionalText(200),
  graduationYear: optionalYear(SCORE_BOUNDS.graduationYear.min, SCORE_BOUNDS.graduationYear.max),
  // The widest scale's bounds, with the scale's message: the form's hint names the chosen scale's range.
  gpa: optionalNumber(0, 100, GPA_SCALE_MESSAGE),
  gradeScale: optionalText(50),
  ieltsScore: bound('ieltsScore'),
  toeflScore: bound('toeflScore'),
  satScore: bound('satScore'),
  greScore: bound('greScore'),
  gmatScore: bound('gmatScore'),
  preferredPrograms: textList(),
  preferredCountries: textList(),
  preferredCities: textList(),
  budgetRange: optionalText(50),
  preferredStartDate: optionalDate(),
  studyDuration: optionalText(50),
  academicGoals: optionalText(5000),
  careerGoals: optionalText(5000),
  personalStatement: optionalText(10_000),
  whyStudyAbroad: optionalText(5000),
};

/** GPA bounds follow the chosen grade scale (ARCHITECTURE.md, Decisions), on setup and profile alike. */
export function gpaFitsScale(p: { gpa?: number | null; gradeScale?: string | null }): boolean {
  if (p.gpa == null) return true;
  const scale = GRADE_SCALES[(p.gradeScale ?? '4.0 Scale (US)') as GradeScale] ?? GRADE_SCALES.Other;
  return p.gpa >= scale.min && p.gpa <= scale.max;
}

/** POST /direct-students/setup: first and last name required, the rest optional (spec part 1, 5). */
export const StudentSetupPayload = v.pipe(
  v.object(profileEntries),
  v.forward(
    v.check((p) => gpaFitsScale(p), GPA_SCALE_MESSAGE),
    ['gpa'],
  ),
);
export type StudentSetupPayload = v.InferInput<typeof StudentSetupPayload>;

/**
 * PUT /direct-students/profile: any subset of the profile fields. A GPA sent without its scale
 * is checked by the server against the stored scale.
 */
export const StudentProfileUpdate = v.pipe(
  v.partial(v.object(profileEntries)),
  v.forward(
    v.check((p) => p.gradeScale === undefined || gpaFitsScale(p), GPA_SCALE_MESSAGE),
    ['gpa'],
  ),
);
export type StudentProfileUpdate = v.InferInput<typeof StudentProfileUpdate>;

export const Student = v.object({
  id: v.number(),
  email: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  dateOfBirth: v.nullable(v.string()),
  nationality: v.nullable(v.string()),
  passportNumber: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  address: v.nullable(v.string()),
  emergencyContactName: v.nullable(v.string()),
  emergencyContactPhone: v.nullable(v.string()),
  currentEducationLevel: v.nullable(v.string()),
  institutionName: v.nullable(v.string()),
  graduationYear: v.nullable(v.number()),
  gpa: v.nullable(v.number()),
  gradeScale: v.nullable(v.string()),
  ieltsScore: v.nullable(v.number()),
  toeflScore: v.nullable(v.number()),
  satScore: v.nullable(v.number()),
  greScore: v.nullable(v.number()),
  gmatScore: v.nullable(v.number()),
  englishProficiency: v.nullable(v.string()),
  preferredPrograms: v.array(v.string()),
  preferredCountries: v.array(v.string()),
  preferredCities: v.array(v.string()),
  budgetRange: v.nullable(v.string()),
  preferredStartDate: v.nullable(v.string()),
  studyDuration: v.nullable(v.string()),
  academicGoals: v.nullable(v.string()),
  careerGoals: v.nullable(v.string()),
  personalStatement: v.nullable(v.string()),
  whyStudyAbroad: v.nullable(v.string()),
  isActive: v.boolean(),
  profileCompleted: v.boolean(),
  profileCompletionScore: v.number(),
  agencyId: v.nullable(v.number()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Student = v.InferOutput<typeof Student>;

/** A student as the agency sees it: with its counts of applications and documents. */
export type AgencyStudent = Student & {
  _count: { applications: number; documents: number };
  /** The agency member the student is assigned to, or null. */
  assignedMemberId: number | null;
  /** The agency's office the student belongs to, or null. */
  officeId: number | null;
};

/** The fields of the agency's add and edit student forms (spec part 2, 5). */
const agencyStudentEntries = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: requiredEmail(),
  phone: optionalPhone(),
  // Spec part 2, 5: no date of birth in the future, no preferred start in the past.
  dateOfBirth: birthDate(),
  nationality: optionalText(100),
  passportNumber: optionalText(50),
  currentEducationLevel: v.optional(
    v.nullable(v.picklist(AGENCY_EDUCATION_LEVELS, 'Please choose an education level')),
  ),
  gpa: optionalNumber(0, 4, 'GPA must be a number between 0 and 4'),
  englishProficiency: v.optional(v.nullable(v.picklist(ENGLISH_PROFICIENCY, 'Please choose an English proficiency'))),
  budgetRange: v.optional(v.nullable(v.picklist(AGENCY_BUDGET_RANGES, 'Please choose a budget range'))),
  preferredStartDate: v.pipe(
    optionalDate(),
    v.check((d) => !d || d >= todayIso(), 'Preferred start date cannot be in the past'),
  ),
  academicGoals: optionalText(5000),
  careerGoals: optionalText(5000),
  isActive: v.optional(v.boolean()),
  /** The member the student is assigned to (the owner and managers assign; a counsellor's new student is their own). */
  assignedMemberId: AssignedMemberId,
  /** The office the student belongs to (a manager limited to an office: theirs). */
  officeId: v.optional(v.nullable(recordId('Please select an office'))),
};

/** POST /students: the add form. */
export const AgencyStudentPayload = v.object(agencyStudentEntries);
export type AgencyStudentPayload = v.InferInput<typeof AgencyStudentPayload>;

/** PUT /students/{id}: any subset of the form (`{ isActive: true }` reactivates). */
export const AgencyStudentUpdate = v.partial(v.object(agencyStudentEntries));
export type AgencyStudentUpdate = v.InferInput<typeof AgencyStudentUpdate>;

/** GET /students: search over names, e-mail and nationality across all the agency's students. */
export const AgencyStudentListQuery = v.object({
  ...PageQuery,
  search: querySearch,
  status: v.optional(v.picklist(['active', 'inactive'], 'Status must be active or inactive')),
  nationality: querySearch,
  assignedMemberId: v.optional(Id),
  office: officeFilter,
});
export type AgencyStudentListQuery = v.InferInput<typeof AgencyStudentListQuery>;

/** GET /students/export.csv: the list's filters, every page. */
export const AgencyStudentExportQuery = v.object({
  ...v.omit(AgencyStudentListQuery, ['page', 'limit']).entries,
  ...CsvExportQuery.entries,
});
export type AgencyStudentExportQuery = v.InferInput<typeof AgencyStudentExportQuery>;

/**
 * The columns of the students CSV, in order: the export writes them and the import reads them
 * (the first line names them). Each is a field of the add form, and `status` is active or inactive.
 */
export const STUDENT_CSV_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'currentEducationLevel',
  'gpa',
  'englishProficiency',
  'budgetRange',
  'preferredStartDate',
  'academicGoals',
  'careerGoals',
  'status',
] as const satisfies readonly (keyof typeof agencyStudentEntries | 'status')[];

/** POST /students/import's form fields beside the file: a dry run or the import, and what a duplicate does. */
export const StudentImportOptions = v.object({
  mode: v.optional(v.picklist(['dryRun', 'apply'], 'Mode must be dryRun or apply'), 'dryRun'),
  duplicates: v.optional(v.picklist(['skip', 'update'], 'Duplicates must be skip or update'), 'skip'),
});
export type StudentImportOptions = v.InferInput<typeof StudentImportOptions>;

/** A refusal of one row of an import: its row in the spreadsheet (the first line is row 1). */
export interface StudentImportError {
  row: number;
  field: string;
  message: string;
}

/** What an import did, or, for a dry run, would do. */
export interface StudentImportReport {
  dryRun: boolean;
  /** Data rows read (the header line not counted). */
  rows: number;
  created: number;
  updated: number;
  skipped: number;
  errors: StudentImportError[];
  /** Rows whose e-mail is already one of the agency's students. */
  duplicates: { row: number; email: string; studentId: number }[];
  /** The plan's room before the import, and the active students it adds. */
  plan: PlanUsage & { adding: number };
  /** The plan's refusal, when the import would pass its cap. */
  planProblem: string | null;
}

/** The students list's figures, over all the agency's students (not the page). */
export interface AgencyStudentStats {
  total: number;
  active: number;
  /** Distinct nationalities. */
  countries: number;
  /** Added since the first day of this month (UTC). */
  addedThisMonth: number;
}

/** The plan's room: active students against the cap (null: unlimited). */
export interface PlanUsage {
  tier: import('./enums.ts').SubscriptionTier;
  used: number;
  cap: number | null;
}

/** The admin student form (spec part 2, 5): email and names required, password optional. */
export const AdminStudentPayload = v.object({
  ...profileEntries,
  email: requiredEmail('Invalid email address', 'Invalid email address'),
  password: v.optional(v.pipe(v.string(), v.minLength(6, 'Password must be at least 6 characters'), v.maxLength(200))),
  isActive: v.optional(v.boolean(), true),
});
export type AdminStudentPayload = v.InferInput<typeof AdminStudentPayload>;

/** PUT /admin/students/{id}: the form's fields without e-mail and password (spec part 2, 5). */
export const AdminStudentUpdate = v.partial(v.omit(AdminStudentPayload, ['email', 'password']));
export type AdminStudentUpdate = v.InferInput<typeof AdminStudentUpdate>;

/** GET /direct-students/dashboard (spec part 1, 3). */
export interface StudentDashboard {
  student: Student;
  applicationStats: import('./application.ts').ApplicationStats;
  documentStats: { total: number; verified: number; pending: number };
  unreadMessages: number;
  recentApplications: import('./application.ts').Application[];
  recentDocuments: import('./document.ts').StudentDocument[];
  recommendedUniversities: import('./university.ts').University[];
}
