import * as v from 'valibot';
import {
  AGENCY_BUDGET_RANGES, AGENCY_EDUCATION_LEVELS, ENGLISH_PROFICIENCY, GRADE_SCALES, SCORE_BOUNDS, type GradeScale,
} from './constants.ts';
import {
  optionalDate, optionalNumber, optionalPhone, optionalText, requiredEmail, requiredText, textList,
} from './common.ts';

const bound = (key: keyof typeof SCORE_BOUNDS) => optionalNumber(SCORE_BOUNDS[key].min, SCORE_BOUNDS[key].max);

/** Every field of the student profile (spec part 1, 3), as the setup wizard and profile edit send it. */
const profileEntries = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  dateOfBirth: optionalDate(),
  nationality: optionalText(100),
  passportNumber: optionalText(50),
  phone: optionalPhone(),
  address: optionalText(500),
  emergencyContactName: optionalText(200),
  emergencyContactPhone: optionalPhone(),
  currentEducationLevel: optionalText(100),
  institutionName: optionalText(200),
  graduationYear: bound('graduationYear'),
  gpa: optionalNumber(0, 100),
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

/** GPA bounds follow the chosen grade scale (DESIGN.md), on setup and profile alike. */
export function gpaFitsScale(p: { gpa?: number | null; gradeScale?: string | null }): boolean {
  if (p.gpa == null) return true;
  const scale = GRADE_SCALES[(p.gradeScale ?? '4.0 Scale (US)') as GradeScale] ?? GRADE_SCALES.Other;
  return p.gpa >= scale.min && p.gpa <= scale.max;
}
export const GPA_SCALE_MESSAGE = 'GPA is outside the range of the chosen grade scale';

/** POST /direct-students/setup: first and last name required, the rest optional (spec part 1, 5). */
export const StudentSetupPayload = v.pipe(
  v.object(profileEntries),
  v.forward(v.check((p) => gpaFitsScale(p), GPA_SCALE_MESSAGE), ['gpa']),
);
export type StudentSetupPayload = v.InferInput<typeof StudentSetupPayload>;

/**
 * PUT /direct-students/profile: any subset of the profile fields. A GPA sent without its scale
 * is checked by the server against the stored scale.
 */
export const StudentProfileUpdate = v.pipe(
  v.partial(v.object(profileEntries)),
  v.forward(v.check((p) => p.gradeScale === undefined || gpaFitsScale(p), GPA_SCALE_MESSAGE), ['gpa']),
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

const today = () => new Date().toISOString().slice(0, 10);

/** The agency's add and edit student forms (spec part 2, 5). */
export const AgencyStudentPayload = v.pipe(
  v.object({
    firstName: requiredText('First name is required', 100),
    lastName: requiredText('Last name is required', 100),
    email: requiredEmail(),
    phone: optionalPhone(),
    dateOfBirth: optionalDate(),
    nationality: optionalText(100),
    passportNumber: optionalText(50),
    currentEducationLevel: v.optional(v.nullable(v.picklist(AGENCY_EDUCATION_LEVELS, 'Please choose an education level'))),
    gpa: optionalNumber(0, 4, 'GPA must be a number between 0 and 4'),
    englishProficiency: v.optional(v.nullable(v.picklist(ENGLISH_PROFICIENCY, 'Please choose an English proficiency'))),
    budgetRange: v.optional(v.nullable(v.picklist(AGENCY_BUDGET_RANGES, 'Please choose a budget range'))),
    preferredStartDate: optionalDate(),
    academicGoals: optionalText(5000),
    careerGoals: optionalText(5000),
    isActive: v.optional(v.boolean()),
  }),
  v.forward(v.check((s) => !s.dateOfBirth || s.dateOfBirth <= today(), 'Date of birth cannot be in the future'), ['dateOfBirth']),
  v.forward(
    v.check((s) => !s.preferredStartDate || s.preferredStartDate >= today(), 'Preferred start date cannot be in the past'),
    ['preferredStartDate'],
  ),
);
export type AgencyStudentPayload = v.InferInput<typeof AgencyStudentPayload>;

/** The admin student form (spec part 2, 5): email and names required, password optional. */
export const AdminStudentPayload = v.object({
  ...profileEntries,
  email: requiredEmail('Invalid email address', 'Invalid email address'),
  password: v.optional(v.pipe(v.string(), v.minLength(6, 'Password must be at least 6 characters'), v.maxLength(200))),
  isActive: v.optional(v.boolean(), true),
});
export type AdminStudentPayload = v.InferInput<typeof AdminStudentPayload>;


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
