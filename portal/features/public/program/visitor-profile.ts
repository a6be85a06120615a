import * as v from 'valibot';
import { EligibilityProfile, type EnglishTest } from '#sdk/schemas/eligibility';
import type { GradeScaleCode } from '#sdk/schemas/program-parts';
import { type FieldErrors, issuesByField } from '#portal/lib/use-form.ts';

export interface Values {
  degreeLevel: string;
  gradeScale: GradeScaleCode | '';
  grade: string;
  englishTest: EnglishTest | '';
  englishScore: string;
  nationality: string;
  budget: string;
}

export const EMPTY: Values = {
  degreeLevel: '',
  gradeScale: '',
  grade: '',
  englishTest: '',
  englishScore: '',
  nationality: '',
  budget: '',
};

/** The profile's dot paths under the form's fields. */
export const FIELD_OF_PATH: Record<string, keyof Values> = {
  degreeLevel: 'degreeLevel',
  grade: 'grade',
  'grade.value': 'grade',
  'grade.scale': 'gradeScale',
  english: 'englishScore',
  'english.score': 'englishScore',
  'english.test': 'englishTest',
  nationality: 'nationality',
  budget: 'budget',
};

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form's values as the visitor's profile: a part left blank is left out (the answer then names it). */
export function profileOf(values: Values): { profile?: unknown; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const grade =
    values.gradeScale && values.grade
      ? { scale: values.gradeScale, value: values.gradeScale === 'UK_CLASS' ? values.grade : number(values.grade) }
      : null;
  if (values.grade && !values.gradeScale) errors.gradeScale = 'Unknown grade scale';
  const english =
    values.englishTest && values.englishScore ? { test: values.englishTest, score: number(values.englishScore) } : null;
  if (values.englishScore && !values.englishTest)
    errors.englishTest = 'Must be IELTS, TOEFL_IBT, PTE, DUOLINGO or CAMBRIDGE';
  const profile = {
    degreeLevel: values.degreeLevel || null,
    grade,
    english,
    nationality: values.nationality || null,
    budget: values.budget.trim() ? number(values.budget) : null,
  };
  const parsed = v.safeParse(EligibilityProfile, profile, { abortPipeEarly: true });
  if (!parsed.success)
    for (const [path, message] of Object.entries(issuesByField(parsed.issues)))
      errors[FIELD_OF_PATH[path] ?? 'form'] ??= message;
  return Object.keys(errors).length ? { errors } : { profile: parsed.success ? parsed.output : undefined, errors };
}
