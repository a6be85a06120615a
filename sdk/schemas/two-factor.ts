import * as v from 'valibot';
import type { UserType } from './enums.ts';

export const TWO_FACTOR_CODE_INVALID = 'This code is not correct. Please try again.';

/** A six-digit code from the authenticator app (spaces allowed, as apps show "123 456"). */
const totpCode = v.pipe(
  v.string('Please enter the code from your authenticator app'),
  v.transform((code) => code.replace(/\s/g, '')),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
);

/** A recovery code as shown at enrolment ("abcde-fghij"); case and dashes do not matter. */
const recoveryCode = v.pipe(
  v.string('Please enter a recovery code'),
  v.transform((code) => code.replace(/[\s-]/g, '').toLowerCase()),
  v.regex(/^[a-z2-7]{10}$/, TWO_FACTOR_CODE_INVALID),
);

/** POST /auth/2fa/enable: the first code, proving the app holds the secret. */
export const TwoFactorEnablePayload = v.object({ code: totpCode });
export type TwoFactorEnablePayload = v.InferInput<typeof TwoFactorEnablePayload>;

const factorFields = { code: v.optional(totpCode), recoveryCode: v.optional(recoveryCode) };
const exactlyOneFactor = <T extends { code?: string; recoveryCode?: string }>() =>
  v.check<T, string>(
    (factor) => (factor.code === undefined) !== (factor.recoveryCode === undefined),
    'Please enter the code from your authenticator app',
  );

/** A second factor: a code from the app or one of the recovery codes (one of the two). */
export const SecondFactor = v.pipe(v.object(factorFields), exactlyOneFactor());
export type SecondFactor = { code: string } | { recoveryCode: string };

/** POST /auth/2fa/verify: the challenge a sign-in answered with, and the second factor. */
export const TwoFactorVerifyPayload = v.pipe(
  v.object({
    challengeToken: v.pipe(v.string('Please sign in again'), v.minLength(20, 'Please sign in again'), v.maxLength(200)),
    ...factorFields,
  }),
  exactlyOneFactor(),
);
export type TwoFactorVerifyPayload = { challengeToken: string } & SecondFactor;

/** POST /auth/2fa/setup: the new secret, as a manual key and as the QR code's `otpauth://` address. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
}

/** POST /auth/2fa/enable: ten single-use codes, shown this once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** What a sign-in of an account with a second factor answers: no session yet. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challengeToken: string;
}

/** The platform's sign-in rules (admins): a second factor required of admins and universities. */
export const SecuritySettings = v.object({ twoFactorRequired: v.boolean('Must be true or false') });
export type SecuritySettings = v.InferOutput<typeof SecuritySettings>;

/** The accounts the platform's setting requires a second factor of: they can approve applications. */
export const TWO_FACTOR_REQUIRED_TYPES: readonly UserType[] = ['ADMIN', 'UNIVERSITY'];
