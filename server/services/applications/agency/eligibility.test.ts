import { describe, expect, it } from 'vitest';
import { eligibilityWarnings, englishMinimum, englishScores } from './eligibility.ts';

const complete = {
  first_name: 'Rana',
  last_name: 'Saad',
  date_of_birth: '2003-05-14',
  nationality: 'Jordan',
  passport_number: 'P1234567',
  current_education_level: 'High School',
  gpa: 3.6,
  grade_scale: '4.0 Scale (US)',
  ielts_score: null,
  toefl_score: null,
  english_proficiency: 'IELTS 7.0+',
};
const REQUIREMENT = 'IELTS 6.5 (no sub-score below 6.0) or TOEFL iBT 90 for English-taught programmes';

describe('eligibility warnings', () => {
  it('reads the lowest IELTS band and TOEFL score a requirement names', () => {
    expect(englishMinimum(REQUIREMENT)).toEqual({ ielts: 6.5, toefl: 90 });
    expect(englishMinimum('IELTS 6.0-6.5 or TOEFL iBT 80-90 for English-taught programmes')).toEqual({
      ielts: 6,
      toefl: 80,
    });
    expect(englishMinimum('German C1 (DSH-2)')).toEqual({ ielts: null, toefl: null });
    expect(englishMinimum(null)).toEqual({ ielts: null, toefl: null });
  });

  it("reads the student's scores first, else the lower bound of the agency's proficiency choice", () => {
    expect(englishScores({ ielts_score: 7.5, toefl_score: null, english_proficiency: 'IELTS 5.5-6.0' }).ielts).toBe(
      7.5,
    );
    expect(englishScores({ ielts_score: null, toefl_score: null, english_proficiency: 'IELTS 6.0-6.5' }).ielts).toBe(6);
    expect(englishScores({ ielts_score: null, toefl_score: null, english_proficiency: 'TOEFL 80-90' }).toefl).toBe(80);
    expect(englishScores({ ielts_score: null, toefl_score: null, english_proficiency: 'Native Speaker' }).native).toBe(
      true,
    );
  });

  it('warns of nothing for a complete profile that meets the requirement', () => {
    expect(
      eligibilityWarnings({ student: complete, languageRequirements: REQUIREMENT, programLanguage: 'English' }),
    ).toEqual([]);
  });

  it('lists the empty essential fields, and a GPA without its scale', () => {
    const warnings = eligibilityWarnings({
      student: { ...complete, passport_number: null, date_of_birth: ' ', grade_scale: null },
      languageRequirements: null,
      programLanguage: null,
    });
    expect(warnings).toEqual([{ code: 'PROFILE_GAPS', fields: ['dateOfBirth', 'passportNumber', 'gpa'] }]);
  });

  it('compares the English requirement with the scores: low, missing, or another language taught', () => {
    const low = { ...complete, english_proficiency: 'IELTS 5.5-6.0' };
    expect(
      eligibilityWarnings({ student: low, languageRequirements: REQUIREMENT, programLanguage: 'English' }),
    ).toEqual([
      {
        code: 'ENGLISH_SCORE_LOW',
        fields: ['englishProficiency'],
        required: { ielts: 6.5, toefl: 90 },
        has: { ielts: 5.5, toefl: null },
      },
    ]);
    const none = { ...complete, english_proficiency: 'No Certificate' };
    expect(
      eligibilityWarnings({ student: none, languageRequirements: REQUIREMENT, programLanguage: null })[0]?.code,
    ).toBe('NO_ENGLISH_SCORE');
    // Either test is enough.
    expect(
      eligibilityWarnings({
        student: { ...low, toefl_score: 95 },
        languageRequirements: REQUIREMENT,
        programLanguage: 'English',
      }),
    ).toEqual([]);
    expect(
      eligibilityWarnings({ student: none, languageRequirements: REQUIREMENT, programLanguage: 'German' }),
    ).toEqual([]);
  });
});
