import { describe, expect, it } from 'vitest';
import { profileStatus } from './profile-status.ts';

describe('profileStatus', () => {
  it('is Complete when the server scores the profile complete, Partial from 50, Incomplete below', () => {
    expect(profileStatus({ profileCompleted: true, profileCompletionScore: 80 })).toBe('complete');
    expect(profileStatus({ profileCompleted: false, profileCompletionScore: 50 })).toBe('partial');
    expect(profileStatus({ profileCompleted: false, profileCompletionScore: 79 })).toBe('partial');
    expect(profileStatus({ profileCompleted: false, profileCompletionScore: 49 })).toBe('incomplete');
  });
});
