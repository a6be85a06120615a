import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 30-second steps, six digits (otpauth's defaults). */
const totp = (secret: string, label = '') =>
  new TOTP({ issuer: 'Study in Europe', label, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret, as the base32 key a person can type into the app. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address the enrolment QR code carries. */
export const totpUrl = (secret: string, email: string) => totp(secret, email).toString();

/** A code of the current step, or the step before or after (a phone's clock a little off). */
export const totpMatches = (secret: string, code: string) => totp(secret).validate({ token: code, window: 1 }) !== null;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A recovery code: ten base32 letters (50 bits), shown as "abcde-fghij". */
export function newRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}
