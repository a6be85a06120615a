import { Secret, TOTP } from 'otpauth';
import type { Client } from '#sdk/client';
import { TwoFactorRequired } from '#sdk/errors';
import * as auth from '#sdk/resources/auth';
import * as twoFactor from '#sdk/resources/two-factor';
import type { LoginPayload } from '#sdk/schemas/auth';

/** The code an authenticator app shows now for a base32 key, computed as the app does (RFC 6238). */
export const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

/** Six digits that are not the code of this step nor of the steps beside it. */
export function wrongCodeFor(secret: string): string {
  const valid = [-30_000, 0, 30_000].map((shift) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + shift }),
  );
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
}

/** Turns a second factor on for the signed-in client; answers its key and recovery codes. */
export async function enrol(client: Client) {
  const { secret } = await twoFactor.setupTwoFactor(client);
  const { recoveryCodes } = await twoFactor.enableTwoFactor(client, { code: codeFor(secret) });
  return { secret, recoveryCodes };
}

/** The challenge a password sign-in of an account with a second factor answers with. */
export async function challengeOf(client: Client, payload: LoginPayload): Promise<string> {
  try {
    await auth.login(client, payload);
  } catch (error) {
    if (error instanceof TwoFactorRequired) return error.challengeToken;
    throw error;
  }
  throw new Error('Expected the sign-in to ask for a second factor, but it signed in');
}

/** Signs in with the password and then the current code; the client keeps the token. */
export async function signInWithCode(client: Client, payload: LoginPayload, secret: string) {
  const challengeToken = await challengeOf(client, payload);
  return twoFactor.verifyTwoFactor(client, { challengeToken, code: codeFor(secret) });
}
