import type { AuthResponse, User } from '#sdk/schemas/auth';
import { describe, expect, it } from 'vitest';
import { afterLogin, afterRegister, afterSetup, safeRedirect } from './next-step.ts';

const answer = (
  userType: User['userType'],
  profileComplete: boolean,
  firstName: string | null = null,
): AuthResponse => ({
  token: 't',
  profileComplete,
  dashboardRoute: {
    ADMIN: '/admin/dashboard',
    AGENCY: '/dashboard',
    UNIVERSITY: '/university/dashboard',
    STUDENT: '/student/dashboard',
  }[userType],
  user: {
    id: 1,
    email: 'a@b.c',
    userType,
    isActive: true,
    profileComplete,
    lastLogin: null,
    createdAt: '',
    agency: null,
    university: null,
    universityClaim: null,
    twoFactor: { enabled: false, required: false },
    student: userType === 'STUDENT' ? { id: 1, firstName, lastName: null, profileCompletionScore: 10 } : null,
  },
});

describe('after login', () => {
  it('sends a complete profile to the redirect target, else to its dashboard', () => {
    expect(afterLogin(answer('AGENCY', true), '/students/4')).toBe('/students/4');
    expect(afterLogin(answer('UNIVERSITY', true), undefined)).toBe('/university/dashboard');
    expect(afterLogin(answer('ADMIN', true), undefined)).toBe('/admin/dashboard');
  });
  it('sends an incomplete agency or university to its setup, whatever the redirect', () => {
    expect(afterLogin(answer('AGENCY', false), '/students')).toBe('/setup/agency');
    expect(afterLogin(answer('UNIVERSITY', false), undefined)).toBe('/setup/university');
  });
  it('sends a student without a name to the wizard, one who did it to the dashboard', () => {
    expect(afterLogin(answer('STUDENT', false), undefined)).toBe('/setup/student');
    expect(afterLogin(answer('STUDENT', false, 'Lina'), undefined)).toBe('/student/dashboard');
  });
});

describe('after register and setup', () => {
  it('goes to the setup of the account type, then to its dashboard', () => {
    expect(['AGENCY', 'UNIVERSITY', 'STUDENT'].map((t) => afterRegister(t as User['userType']))).toEqual([
      '/setup/agency',
      '/setup/university',
      '/setup/student',
    ]);
    expect(['AGENCY', 'UNIVERSITY', 'STUDENT'].map((t) => afterSetup(t as User['userType']))).toEqual([
      '/dashboard',
      '/university/dashboard',
      '/student/dashboard',
    ]);
  });
});

describe('safeRedirect', () => {
  it('keeps paths on this site and drops the rest', () => {
    expect(safeRedirect('/applications?studentId=3')).toBe('/applications?studentId=3');
    expect(safeRedirect('//evil.example.com')).toBeUndefined();
    expect(safeRedirect('/\\evil.example.com')).toBeUndefined();
    expect(safeRedirect('https://evil.example.com')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
