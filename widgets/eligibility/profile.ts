import type { EligibilityProfile, EnglishTest } from '#sdk/schemas/eligibility';
import type { CheckKey } from './messages.ts';

export interface CheckValues {
  level: string;
  scale: string;
  grade: string;
  test: string;
  score: string;
  nationality: string;
}

export const EMPTY: CheckValues = { level: '', scale: '', grade: '', test: '', score: '', nationality: '' };

/** The form as the profile the server checks; a blank part is left out (the answer names it). */
export function profileOf(values: CheckValues): { profile?: EligibilityProfile; problems: Record<string, CheckKey> } {
  const problems: Record<string, CheckKey> = {};
  const numeric = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));
  if (values.grade && !values.scale) problems.scale = 'scaleNeeded';
  else if (values.grade && values.scale !== 'UK_CLASS' && !numeric(values.grade)) problems.grade = 'numberNeeded';
  if (values.score && !values.test) problems.test = 'testNeeded';
  else if (values.score && !numeric(values.score)) problems.score = 'numberNeeded';
  if (Object.keys(problems).length) return { problems };
  const grade =
    values.scale && values.grade
      ? ({
          scale: values.scale,
          value: values.scale === 'UK_CLASS' ? values.grade : Number(values.grade),
        } as EligibilityProfile['grade'])
      : null;
  const english =
    values.test && values.score ? { test: values.test as EnglishTest, score: Number(values.score) } : null;
  return {
    profile: {
      degreeLevel: (values.level || null) as EligibilityProfile['degreeLevel'],
      grade,
      english,
      nationality: values.nationality || null,
    },
    problems,
  };
}
