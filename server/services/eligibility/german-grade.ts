// Grades of every scale on the German scale, with the "modified Bavarian formula" German
// universities use for grades earned abroad (Kultusministerkonferenz, 1991; TUM, Universität
// Augsburg and Giessen publish it): German = (Nmax − Nd) / (Nmax − Nmin) × 3 + 1, where Nmax is
// the scale's best grade, Nmin its lowest pass and Nd the grade obtained. 1.0 is the best, 4.0
// the lowest pass; a grade below the pass mark comes out above 4.0 (capped at 5.0, a fail).
import type { Grade, NumericGradeScale, UkClass } from '#sdk/schemas/program-parts';

/** Each numeric scale's best grade and lowest pass. */
export const SCALE_BOUNDS: Record<Exclude<NumericGradeScale, 'DE_5'>, { best: number; pass: number }> = {
  // US 4.0 GPA: D (1.0) is the lowest passing grade.
  US_4: { best: 4, pass: 1 },
  // Saudi and Gulf 5.0 GPA: D (2.0) is the lowest passing grade (King Saud University's scale).
  GULF_5: { best: 5, pass: 2 },
  // Percentages: 50 is the pass mark of most Arab secondary and university systems.
  PERCENT: { best: 100, pass: 50 },
  // The French, Maghreb and Lebanese /20: 10 is the pass mark.
  FR_20: { best: 20, pass: 10 },
  // Indian 10-point CGPA: 4.0 is the lowest pass (UGC's grading system).
  IN_10: { best: 10, pass: 4 },
};

/**
 * UK degree classes as ordinal values (letter grades are given ordinal values before the
 * formula: Universität Augsburg, Giessen): First 4, Upper Second 3, Lower Second 2, Third 1 (pass).
 */
const UK_CLASS_ORDINAL: Record<UkClass, number> = { FIRST: 4, UPPER_SECOND: 3, LOWER_SECOND: 2, THIRD: 1 };
const UK_CLASS_BOUNDS = { best: 4, pass: 1 };

const round1 = (n: number) => Math.round(n * 10) / 10;

const bavarian = (grade: number, { best, pass }: { best: number; pass: number }) =>
  Math.min(5, Math.max(1, ((best - grade) / (best - pass)) * 3 + 1));

/** The grade on the German scale, to one decimal (1.0 best, 4.0 lowest pass). */
export function germanGrade(grade: Grade): number {
  if (grade.scale === 'UK_CLASS') return round1(bavarian(UK_CLASS_ORDINAL[grade.value], UK_CLASS_BOUNDS));
  if (grade.scale === 'DE_5') return round1(grade.value);
  return round1(bavarian(grade.value, SCALE_BOUNDS[grade.scale]));
}

/** The lowest grade on `scale` whose German grade is `german` or better (the formula backwards). */
export function gradeNeeded(german: number, scale: Grade['scale']): Grade {
  if (scale === 'UK_CLASS') {
    const classes = Object.entries(UK_CLASS_ORDINAL) as [UkClass, number][];
    const reaching = classes.filter(([, ordinal]) => bavarian(ordinal, UK_CLASS_BOUNDS) <= german + 1e-9);
    return { scale, value: reaching.at(-1)?.[0] ?? 'FIRST' };
  }
  if (scale === 'DE_5') return { scale, value: german };
  const { best, pass } = SCALE_BOUNDS[scale];
  const exact = best - ((german - 1) / 3) * (best - pass);
  return { scale, value: Math.ceil(exact * 100 - 1e-6) / 100 };
}
