// The modified Bavarian formula, German = (Nmax − Nd) / (Nmax − Nmin) × 3 + 1 (KMK; TUM's
// "grade conversion formula for grades earned outside Germany"; Universität Augsburg, Giessen),
// on every scale, with each scale's best grade and lowest pass as german-grade.ts cites them.
import { describe, expect, it } from 'vitest';
import type { Grade } from '#sdk/schemas/program-parts';
import { germanGrade, gradeNeeded } from './german-grade.ts';

describe('germanGrade', () => {
  it.each<[Grade, number]>([
    // US 4.0, Nmax 4, Nmin 1: 4.0 → 1.0, 3.0 → 2.0, 2.5 → 2.5, 1.0 → 4.0
    [{ scale: 'US_4', value: 4 }, 1],
    [{ scale: 'US_4', value: 3 }, 2],
    [{ scale: 'US_4', value: 2.5 }, 2.5],
    [{ scale: 'US_4', value: 1 }, 4],
    // Gulf 5.0, Nmax 5, Nmin 2: 5 → 1.0, 3.5 → 2.5, 2 → 4.0
    [{ scale: 'GULF_5', value: 5 }, 1],
    [{ scale: 'GULF_5', value: 3.5 }, 2.5],
    [{ scale: 'GULF_5', value: 2 }, 4],
    // Percentage, Nmax 100, Nmin 50: 100 → 1.0, 80 → 2.2, 50 → 4.0
    [{ scale: 'PERCENT', value: 100 }, 1],
    [{ scale: 'PERCENT', value: 80 }, 2.2],
    [{ scale: 'PERCENT', value: 50 }, 4],
    // /20, Nmax 20, Nmin 10: 20 → 1.0, 14 → 2.8, 10 → 4.0
    [{ scale: 'FR_20', value: 20 }, 1],
    [{ scale: 'FR_20', value: 14 }, 2.8],
    [{ scale: 'FR_20', value: 10 }, 4],
    // Indian /10, Nmax 10, Nmin 4: 10 → 1.0, 7 → 2.5, 4 → 4.0
    [{ scale: 'IN_10', value: 10 }, 1],
    [{ scale: 'IN_10', value: 7 }, 2.5],
    [{ scale: 'IN_10', value: 4 }, 4],
    // UK classes as ordinals 4..1 (letter grades get ordinal values first: Augsburg, Giessen)
    [{ scale: 'UK_CLASS', value: 'FIRST' }, 1],
    [{ scale: 'UK_CLASS', value: 'UPPER_SECOND' }, 2],
    [{ scale: 'UK_CLASS', value: 'LOWER_SECOND' }, 3],
    [{ scale: 'UK_CLASS', value: 'THIRD' }, 4],
    // German grades are already German
    [{ scale: 'DE_5', value: 1.3 }, 1.3],
    [{ scale: 'DE_5', value: 4 }, 4],
  ])('%o is %d on the German scale', (grade, german) => {
    expect(germanGrade(grade)).toBe(german);
  });

  it('puts a grade below the pass mark above 4.0, capped at 5.0', () => {
    expect(germanGrade({ scale: 'PERCENT', value: 40 })).toBe(4.6);
    expect(germanGrade({ scale: 'US_4', value: 0 })).toBe(5);
  });
});

describe('gradeNeeded (the formula backwards)', () => {
  it.each<[number, Grade['scale'], Grade['value']]>([
    [2, 'US_4', 3],
    [2.5, 'GULF_5', 3.5],
    [2.2, 'PERCENT', 80],
    [2.8, 'FR_20', 14],
    [2.5, 'IN_10', 7],
    [2.5, 'UK_CLASS', 'UPPER_SECOND'],
    [1.7, 'DE_5', 1.7],
  ])('German %d needs %s %s', (german, scale, value) => {
    expect(gradeNeeded(german, scale)).toEqual({ scale, value });
  });
});
