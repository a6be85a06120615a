import type { FieldErrors } from '#portal/lib/use-form.ts';

/** The confirmation rules of spec part 1, 5, for registration and a password reset (the contract checks the rest). */
export function confirmationErrors(password: string, confirmPassword: string): FieldErrors {
  if (!confirmPassword) return { confirmPassword: 'Please confirm your password' };
  if (confirmPassword !== password) return { confirmPassword: 'Passwords do not match' };
  return {};
}
