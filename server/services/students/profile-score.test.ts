import { describe, expect, it } from 'vitest';
import { PROFILE_COMPLETE_SCORE, PROFILE_WEIGHTS, profileCompletion, type ScoredProfile } from './profile-score.ts';

const full: ScoredProfile = {
  first_name: 'Sara',
  last_name: 'Al-Amin',
  date_of_birth: '2002-04-17',
  nationality: 'Jordan',
  phone: '+962 79 555 0142',
  passport_number: 'N1234567',
  current_education_level: "Bachelor's Degree",
  institution_name: 'University of Jordan',
  graduation_year: 2024,
  gpa: 3.6,
  grade_scale: '4.0 Scale (US)',
  ielts_score: 7,
  toefl_score: null,
  preferred_programs: '["Data Science"]',
  preferred_countries: ['Germany'],
  preferred_start_date: '2027-09-01',
  personal_statement: 'I want to study data science.',
  academic_goals: null,
  career_goals: 'Data scientist',
};

describe('profile completion score', () => {
  it('weights add up to 100', () => {
    expect(PROFILE_WEIGHTS.reduce((sum, w) => sum + w.weight, 0)).toBe(100);
  });

  it('a full profile scores 100 and is complete', () => {
    expect(profileCompletion(full)).toEqual({ score: 100, completed: true, missing: [] });
  });

  it('names only (what setup requires) scores 10 and is incomplete', () => {
    const result = profileCompletion({
      first_name: 'A',
      last_name: 'B',
      preferred_programs: '[]',
      preferred_countries: '[]',
    });
    expect(result.score).toBe(10);
    expect(result.completed).toBe(false);
    expect(result.missing).toContain('personalStatement');
  });

  it('a GPA without its scale does not count', () => {
    expect(profileCompletion({ ...full, grade_scale: null }).missing).toEqual(['gpa']);
  });

  it('either English test counts, and blank text counts as missing', () => {
    expect(profileCompletion({ ...full, ielts_score: null, toefl_score: 95 }).score).toBe(100);
    expect(profileCompletion({ ...full, ielts_score: null }).missing).toEqual(['englishTest']);
    expect(profileCompletion({ ...full, nationality: '   ' }).missing).toEqual(['nationality']);
  });

  it('is complete exactly from the threshold on', () => {
    // 100 - 10 (statement) - 5 (passport) - 5 (phone) = 80
    const atThreshold = profileCompletion({ ...full, personal_statement: null, passport_number: null, phone: '' });
    expect(atThreshold).toMatchObject({ score: PROFILE_COMPLETE_SCORE, completed: true });
    const below = profileCompletion({
      ...full,
      personal_statement: null,
      passport_number: null,
      phone: '',
      nationality: null,
    });
    expect(below).toMatchObject({ score: PROFILE_COMPLETE_SCORE - 5, completed: false });
  });

  it('reads empty or broken JSON lists as missing', () => {
    expect(profileCompletion({ ...full, preferred_programs: '[]', preferred_countries: 'not json' }).missing).toEqual([
      'preferredPrograms',
      'preferredCountries',
    ]);
  });
});
