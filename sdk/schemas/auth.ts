import * as v from 'valibot';
import { LIMITS } from './constants.ts';
import { requiredEmail } from './common.ts';
import { AGENCY_ROLES, SELF_REGISTER_TYPES, UserType } from './enums.ts';
import { UniversityClaimStatus } from './university-claim.ts';

const password = v.pipe(
  v.string('Password is required'),
  v.minLength(1, 'Password is required'),
  v.minLength(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`),
  v.maxLength(200, 'Password must be at most 200 characters'),
);

/** POST /auth/register (spec part 1, 5). Only students, agencies and universities register themselves. */
export const RegisterPayload = v.object({
  email: requiredEmail(),
  password,
  userType: v.picklist(SELF_REGISTER_TYPES, 'Please select an account type'),
  /** The agency whose widget sent the visitor here (the embed kit links the student to it). */
  agencySlug: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
  /** The language of the account's e-mails (the portal sends its own). */
  language: v.optional(v.picklist(['en', 'ar'], 'Must be en or ar')),
});
export type RegisterPayload = v.InferInput<typeof RegisterPayload>;

/** POST /auth/login (spec part 1, 5). */
export const LoginPayload = v.object({
  email: requiredEmail(),
  password: v.pipe(
    v.string('Password is required'),
    v.minLength(1, 'Password is required'),
    v.maxLength(200, 'Password is required'),
  ),
});
export type LoginPayload = v.InferInput<typeof LoginPayload>;

export const User = v.object({
  id: v.number(),
  email: v.string(),
  userType: UserType,
  isActive: v.boolean(),
  profileComplete: v.boolean(),
  lastLogin: v.nullable(v.string()),
  createdAt: v.string(),
  agency: v.nullable(
    v.object({
      id: v.number(),
      name: v.string(),
      agencySlug: v.nullable(v.string()),
      logoUrl: v.nullable(v.string()),
      /** The user's role in the agency's team. */
      role: v.picklist(AGENCY_ROLES),
    }),
  ),
  university: v.nullable(
    v.object({
      id: v.number(),
      name: v.string(),
      city: v.nullable(v.string()),
      country: v.nullable(v.string()),
      website: v.nullable(v.string()),
    }),
  ),
  /** A university account's verification (ARCHITECTURE.md, Decisions): its claim's state; `university` is set once approved. */
  universityClaim: v.nullable(v.object({ status: UniversityClaimStatus, rejectionReason: v.nullable(v.string()) })),
  student: v.nullable(
    v.object({
      id: v.number(),
      firstName: v.nullable(v.string()),
      lastName: v.nullable(v.string()),
      profileCompletionScore: v.number(),
    }),
  ),
  /** Two-factor sign-in: whether it is on, and whether the platform requires it of this account. */
  twoFactor: v.object({ enabled: v.boolean(), required: v.boolean() }),
});
export type User = v.InferOutput<typeof User>;

/** Answer of register, login and refresh (spec part 1, 7). */
export interface AuthResponse {
  token: string;
  user: User;
  profileComplete: boolean;
  dashboardRoute: string;
}

export interface MeResponse {
  user: User;
}

export const RefreshPayload = v.optional(v.object({}));

/** The languages e-mails are written in. */
export const EmailLanguage = v.optional(v.picklist(['en', 'ar'], 'Must be en or ar'), 'en');

/** POST /auth/forgot-password: the answer is the same whether or not the account exists. */
export const ForgotPasswordPayload = v.object({ email: requiredEmail(), language: EmailLanguage });
export type ForgotPasswordPayload = v.InferInput<typeof ForgotPasswordPayload>;

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

/** POST /auth/reset-password: the token from the e-mailed link and the new password. */
export const ResetPasswordPayload = v.object({
  token: v.pipe(
    v.string(RESET_LINK_INVALID),
    v.minLength(20, RESET_LINK_INVALID),
    v.maxLength(200, RESET_LINK_INVALID),
  ),
  password,
});
export type ResetPasswordPayload = v.InferInput<typeof ResetPasswordPayload>;

export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';

/** POST /auth/change-password: a signed-in user's new password, with the current one as proof. */
export const ChangePasswordPayload = v.object({
  currentPassword: v.pipe(
    v.string('Please enter your current password'),
    v.minLength(1, 'Please enter your current password'),
    v.maxLength(200, CURRENT_PASSWORD_WRONG),
  ),
  newPassword: password,
});
export type ChangePasswordPayload = v.InferInput<typeof ChangePasswordPayload>;

export interface ForgotPasswordResponse {
  success: true;
  message: string;
}
