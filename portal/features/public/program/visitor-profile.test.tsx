import { describe, expect, it } from 'vitest';
import { EMPTY, profileOf } from './visitor-profile.ts';

describe("a programme page's visitor form as the profile it sends", () => {
  it('leaves blank parts out and reads the budget in euros', () => {
    const { profile, errors } = profileOf({
      ...EMPTY,
      degreeLevel: "Bachelor's Degree",
      gradeScale: 'DE_5',
      grade: '2.3',
      englishTest: 'DUOLINGO',
      englishScore: '120',
      nationality: 'Morocco',
      budget: '12000',
    });
    expect(errors).toEqual({});
    expect(profile).toEqual({
      degreeLevel: "Bachelor's Degree",
      grade: { scale: 'DE_5', value: 2.3 },
      english: { test: 'DUOLINGO', score: 120 },
      nationality: 'Morocco',
      budget: 12000,
    });
    expect(profileOf(EMPTY).profile).toEqual({
      degreeLevel: null,
      grade: null,
      english: null,
      nationality: null,
      budget: null,
    });
  });

  it("puts the contract's refusals under the form's fields", () => {
    expect(profileOf({ ...EMPTY, gradeScale: 'US_4', grade: '4.6' }).errors).toEqual({
      grade: 'The grade does not fit its scale',
    });
    expect(profileOf({ ...EMPTY, englishTest: 'IELTS', englishScore: '6.3' }).errors).toEqual({
      englishScore: 'The score does not fit its test',
    });
    expect(profileOf({ ...EMPTY, grade: '14' }).errors).toEqual({ gradeScale: 'Unknown grade scale' });
    expect(profileOf({ ...EMPTY, budget: '-5' }).errors).toEqual({
      budget: 'The budget must be between 0 and 10000000',
    });
  });
});
