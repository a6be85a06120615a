// A student record as the engine's profile: the profile forms' grade scales, levels, English
// scores and budget ranges read as the engine's codes (one list of scales: sdk program-parts).
import type { Selectable } from 'kysely';
import { DEGREE_LEVELS, type DegreeLevel, type Profile } from '#sdk/schemas/eligibility';
import type { Grade, NumericGradeScale, UkClass } from '#sdk/schemas/program-parts';
import type { StudentTable } from '#server/db/tables/student.table.ts';

/**
 * The profile forms' scales (spec part 1, 9) on the engine's list. "European ECTS" and "Other"
 * name no scale the formula can read.
 */
const SCALE_OF_PROFILE: Record<string, NumericGradeScale | 'UK_CLASS'> = {
  '4.0 Scale (US)': 'US_4',
  '5.0 Scale': 'GULF_5',
  '10.0 Scale': 'IN_10',
  'Percentage (0-100%)': 'PERCENT',
  'UK Class System': 'UK_CLASS',
};

/** UK degree classes by the percentage mark the profile holds (First 70+, 2:1 60+, 2:2 50+, Third 40+). */
function ukClassOfMark(mark: number): UkClass | null {
  if (mark >= 70) return 'FIRST';
  if (mark >= 60) return 'UPPER_SECOND';
  if (mark >= 50) return 'LOWER_SECOND';
  return mark >= 40 ? 'THIRD' : null;
}

export function gradeOfProfile(gpa: number | null, gradeScale: string | null): Grade | null {
  // A GPA stored without a scale is on the 4.0 scale (ARCHITECTURE.md, Decisions: grades).
  const scale = SCALE_OF_PROFILE[gradeScale ?? '4.0 Scale (US)'];
  if (gpa == null || !scale) return null;
  if (scale !== 'UK_CLASS') return { scale, value: gpa };
  const value = ukClassOfMark(gpa);
  return value ? { scale, value } : null;
}

/** The most a budget range allows a year, in euros; null for an open-ended or flexible budget. */
export function budgetOfRange(range: string | null): number | null {
  if (!range || /over|flexible|no budget/i.test(range)) return null;
  const amounts = [...range.matchAll(/[\d,]+/g)].map((m) => Number(m[0].replace(/,/g, ''))).filter(Boolean);
  return amounts.length ? Math.max(...amounts) : null;
}

const isDegreeLevel = (level: string | null): level is DegreeLevel =>
  level != null && (DEGREE_LEVELS as readonly string[]).includes(level);

type English = Profile['english'];

/**
 * The agency forms' English proficiency (spec part 2, 9) as the lowest score it names; a native
 * speaker counts as IELTS 9. "Basic English" and "No Certificate" name no score.
 */
export function englishOfProficiency(proficiency: string | null): English {
  if (proficiency === 'Native Speaker') return { test: 'IELTS', score: 9 };
  const stated = /^(IELTS|TOEFL) (\d+(?:\.\d)?)/.exec(proficiency ?? '');
  if (!stated) return null;
  return { test: stated[1] === 'IELTS' ? 'IELTS' : 'TOEFL_IBT', score: Number(stated[2]) };
}

const englishOf = (row: Selectable<StudentTable>): English => {
  if (row.ielts_score != null) return { test: 'IELTS', score: row.ielts_score };
  if (row.toefl_score != null) return { test: 'TOEFL_IBT', score: row.toefl_score };
  return englishOfProficiency(row.english_proficiency);
};

/** The engine's profile of a student record. */
export function profileOfStudent(row: Selectable<StudentTable>): Profile {
  const english = englishOf(row);
  return {
    degreeLevel: isDegreeLevel(row.current_education_level) ? row.current_education_level : null,
    grade: gradeOfProfile(row.gpa, row.grade_scale),
    english,
    nationality: row.nationality,
    budget: budgetOfRange(row.budget_range),
  };
}
