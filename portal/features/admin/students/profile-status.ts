import { LIMITS } from '#sdk/schemas/constants';

export type ProfileStatus = 'complete' | 'partial' | 'incomplete';

/** Spec part 2, 2 and 4: Complete, Partial (score 50 or more) or Incomplete. */
export const profileStatus = (student: { profileCompleted: boolean; profileCompletionScore: number }): ProfileStatus =>
  student.profileCompleted
    ? 'complete'
    : student.profileCompletionScore >= LIMITS.partialProfileThreshold
      ? 'partial'
      : 'incomplete';
