import { describe, expect, it } from 'vitest';
import { EMPTY, profileOf } from './profile.ts';

describe("the search widget's check form as a profile", () => {
  it('sends a blank form as a profile of nothing (the answer names what is missing)', () => {
    expect(profileOf(EMPTY)).toEqual({
      profile: { degreeLevel: null, grade: null, english: null, nationality: null },
      problems: {},
    });
  });

  it('reads a numeric grade as a number on its scale, and a UK class as its code', () => {
    const filled = { ...EMPTY, level: "Bachelor's Degree", scale: 'FR_20', grade: '14.5', test: 'IELTS', score: '6.5' };
    expect(profileOf(filled).profile).toMatchObject({
      degreeLevel: "Bachelor's Degree",
      grade: { scale: 'FR_20', value: 14.5 },
      english: { test: 'IELTS', score: 6.5 },
    });
    expect(profileOf({ ...EMPTY, scale: 'UK_CLASS', grade: 'UPPER_SECOND' }).profile?.grade).toEqual({
      scale: 'UK_CLASS',
      value: 'UPPER_SECOND',
    });
  });

  it('names the field a value needs before anything is sent', () => {
    expect(profileOf({ ...EMPTY, grade: '3.2' })).toEqual({ problems: { scale: 'scaleNeeded' } });
    expect(profileOf({ ...EMPTY, scale: 'US_4', grade: 'three' })).toEqual({ problems: { grade: 'numberNeeded' } });
    expect(profileOf({ ...EMPTY, score: '7' })).toEqual({ problems: { test: 'testNeeded' } });
    expect(profileOf({ ...EMPTY, test: 'TOEFL_IBT', score: 'ninety' })).toEqual({
      problems: { score: 'numberNeeded' },
    });
  });
});
