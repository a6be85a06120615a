import type { StudentTable } from '#server/db/tables/student.table.ts';

type ScoredColumn =
  | 'first_name'
  | 'last_name'
  | 'date_of_birth'
  | 'nationality'
  | 'phone'
  | 'passport_number'
  | 'current_education_level'
  | 'institution_name'
  | 'graduation_year'
  | 'gpa'
  | 'grade_scale'
  | 'ielts_score'
  | 'toefl_score'
  | 'preferred_programs'
  | 'preferred_countries'
  | 'preferred_start_date'
  | 'personal_statement'
  | 'academic_goals'
  | 'career_goals';

/** The profile columns the score reads; JSON lists may be JSON text (a row) or arrays. */
export type ScoredProfile = {
  [K in ScoredColumn]?: K extends 'preferred_programs' | 'preferred_countries'
    ? string | string[] | null
    : StudentTable[K] | null;
};

const filled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';
const listFilled = (value: string | string[] | null | undefined) => {
  if (Array.isArray(value)) return value.length > 0;
  try {
    const list = JSON.parse(value ?? '[]');
    return Array.isArray(list) && list.length > 0;
  } catch {
    return false;
  }
};

/**
 * What a university needs to consider an application, and how much each part counts: the one
 * place where the weighting is written. The weights add up to 100.
 */
export const PROFILE_WEIGHTS: { part: string; weight: number; done: (p: ScoredProfile) => boolean }[] = [
  // Who the applicant is (30)
  { part: 'firstName', weight: 5, done: (p) => filled(p.first_name) },
  { part: 'lastName', weight: 5, done: (p) => filled(p.last_name) },
  { part: 'dateOfBirth', weight: 5, done: (p) => filled(p.date_of_birth) },
  { part: 'nationality', weight: 5, done: (p) => filled(p.nationality) },
  { part: 'phone', weight: 5, done: (p) => filled(p.phone) },
  { part: 'passportNumber', weight: 5, done: (p) => filled(p.passport_number) },
  // What they have studied (35); a GPA counts only with the scale it is on.
  { part: 'currentEducationLevel', weight: 10, done: (p) => filled(p.current_education_level) },
  { part: 'institutionName', weight: 5, done: (p) => filled(p.institution_name) },
  { part: 'graduationYear', weight: 5, done: (p) => filled(p.graduation_year) },
  { part: 'gpa', weight: 10, done: (p) => filled(p.gpa) && filled(p.grade_scale) },
  { part: 'englishTest', weight: 5, done: (p) => filled(p.ielts_score) || filled(p.toefl_score) },
  // What they want to study (20)
  { part: 'preferredPrograms', weight: 10, done: (p) => listFilled(p.preferred_programs) },
  { part: 'preferredCountries', weight: 5, done: (p) => listFilled(p.preferred_countries) },
  { part: 'preferredStartDate', weight: 5, done: (p) => filled(p.preferred_start_date) },
  // Why (15)
  { part: 'personalStatement', weight: 10, done: (p) => filled(p.personal_statement) },
  { part: 'goals', weight: 5, done: (p) => filled(p.academic_goals) || filled(p.career_goals) },
];

/**
 * A profile is complete from this score on: every part of who, what and where, with room to
 * leave out one part of up to 10 points and one more of 5 (e.g. no passport yet and no test score).
 */
export const PROFILE_COMPLETE_SCORE = 80;

/** The completion score in percent, whether it counts as complete, and the parts still missing. */
export function profileCompletion(profile: ScoredProfile): { score: number; completed: boolean; missing: string[] } {
  let score = 0;
  const missing: string[] = [];
  for (const { part, weight, done } of PROFILE_WEIGHTS) {
    if (done(profile)) score += weight;
    else missing.push(part);
  }
  return { score, completed: score >= PROFILE_COMPLETE_SCORE, missing };
}
