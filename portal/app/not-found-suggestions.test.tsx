import { describe, expect, it } from 'vitest';
import { suggestionsFor } from './not-found-suggestions.ts';

const targets = (path: string) => suggestionsFor(path).map((s) => s.to);

describe('404 suggestions', () => {
  it('offers the student pages for a path with "student"', () => {
    expect(targets('/student/nothing-here')).toEqual([
      '/student/dashboard',
      '/student/applications',
      '/student/documents',
      '/student/profile',
    ]);
  });
  it('offers university pages, and agency pages', () => {
    expect(targets('/university/whatever')).toEqual(['/universities', '/university/dashboard', '/countries']);
    expect(targets('/AGENCY-tools')).toEqual(['/dashboard', '/students', '/applications']);
  });
  it('mixes words in the order of the path and stops at 4', () => {
    expect(targets('/agency/university')).toEqual(['/dashboard', '/students', '/applications', '/universities']);
  });
  it('offers nothing for a path without those words', () => {
    expect(targets('/nowhere')).toEqual([]);
  });
});
