import { describe, expect, it } from 'vitest';
import { budgetOfRange, englishOfProficiency, gradeOfProfile } from './student-profile.ts';

describe("the profile forms' grade scales on the engine's list", () => {
  it.each([
    [3.4, '4.0 Scale (US)', { scale: 'US_4', value: 3.4 }],
    [3.4, null, { scale: 'US_4', value: 3.4 }],
    [4.2, '5.0 Scale', { scale: 'GULF_5', value: 4.2 }],
    [8.1, '10.0 Scale', { scale: 'IN_10', value: 8.1 }],
    [82, 'Percentage (0-100%)', { scale: 'PERCENT', value: 82 }],
    // UK marks: First 70+, 2:1 60–69, 2:2 50–59, Third 40–49
    [72, 'UK Class System', { scale: 'UK_CLASS', value: 'FIRST' }],
    [65, 'UK Class System', { scale: 'UK_CLASS', value: 'UPPER_SECOND' }],
    [55, 'UK Class System', { scale: 'UK_CLASS', value: 'LOWER_SECOND' }],
    [45, 'UK Class System', { scale: 'UK_CLASS', value: 'THIRD' }],
    [30, 'UK Class System', null],
    [70, 'European ECTS', null],
    [70, 'Other', null],
    [null, '4.0 Scale (US)', null],
  ])('GPA %s on %s is %o', (gpa, scale, grade) => expect(gradeOfProfile(gpa, scale)).toEqual(grade));
});

describe('budget ranges as the most a year allows', () => {
  it.each([
    ['Under €10,000', 10_000],
    ['€10,000 - €20,000', 20_000],
    ['€40,000 - €50,000', 50_000],
    ['Over €50,000', null],
    ['Budget flexible', null],
    [null, null],
  ])('%s is %s', (range, budget) => expect(budgetOfRange(range)).toBe(budget));
});

describe("the agency forms' English proficiency as a score", () => {
  it.each([
    ['Native Speaker', { test: 'IELTS', score: 9 }],
    ['IELTS 7.0+', { test: 'IELTS', score: 7 }],
    ['IELTS 6.5-7.0', { test: 'IELTS', score: 6.5 }],
    ['IELTS 5.5-6.0', { test: 'IELTS', score: 5.5 }],
    ['TOEFL 90+', { test: 'TOEFL_IBT', score: 90 }],
    ['TOEFL 70-80', { test: 'TOEFL_IBT', score: 70 }],
    ['Basic English', null],
    ['No Certificate', null],
    [null, null],
  ])('%s is %o', (proficiency, english) => expect(englishOfProficiency(proficiency)).toEqual(english));
});
