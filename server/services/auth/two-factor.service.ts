import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { UserType } from '#sdk/schemas/enums';
import {
  type RecoveryCodes,
  SecuritySettings,
  TWO_FACTOR_REQUIRED_TYPES,
  TWO_FACTOR_CODE_INVALID,
  type TwoFactorChallenge,
  type TwoFactorSetup,
} from '#sdk/schemas/two-factor';
import type { Database } from '#server/db/tables/database.ts';
import { agencyRequiresTwoFactor } from '#server/services/agencies/team-security.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { findSetting } from '#server/services/settings/settings.repository.ts';
import { spend } from '#server/services/counters/rate-limit.ts';
import type { EmailLanguage } from '#server/services/mail/email-layout.ts';
import { type TwoFactorChange, twoFactorEmail } from '#server/services/mail/emails/two-factor.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import type { App } from '#server/utils/app.ts';
import { conflict, fail, notFound } from '#server/utils/errors.ts';
import { hashToken, newToken } from './token.ts';
import { newRecoveryCode, newTotpSecret, totpMatches, totpUrl } from './totp.ts';
import {
  enableWithCodes,
  endChallenge,
  findLiveChallenge,
  findTwoFactor,
  insertChallenge,
  removeTwoFactor,
  savePendingSecret,
  spendRecoveryCode,
} from './two-factor.repository.ts';
import { findUserById } from './user.repository.ts';

/** How long a sign-in waits for its second factor. */
const CHALLENGE_MINUTES = 10;
const RECOVERY_CODE_COUNT = 10;

const codeInvalid = (field: 'code' | 'recoveryCode'): never =>
  fail(400, 'BAD_REQUEST', 'TWO_FACTOR_CODE_INVALID', {
    errors: [{ field, message: TWO_FACTOR_CODE_INVALID }],
  });

/** A code from the app or a recovery code, as the schemas give it (exactly one is set). */
type Factor = { code?: string; recoveryCode?: string };

/** Recovery codes are stored as hashes of their letters alone (dashes and case do not count). */
const recoveryHash = (code: string) => hashToken(code.replace(/[\s-]/g, '').toLowerCase());

async function tellUser(db: Kysely<Database>, userId: number, change: TwoFactorChange) {
  const user = await findUserById(db, userId);
  if (user) await enqueueEmail(db, twoFactorEmail(user.email, user.language as EmailLanguage, change));
}

/**
 * Codes are guessed six digits at a time, so every check counts before it is made, per account
 * like a sign-in from one address (README, Security); a right code takes the count back.
 */
async function checkSecondFactor(app: App, userId: number, secret: string, factor: Factor) {
  const { perAccountAndAddress, windowSeconds } = app.config.loginLimits;
  const key = `two-factor:${userId}`;
  await spend(app.counters, [{ key, max: perAccountAndAddress, windowSeconds }], 'TOO_MANY_SIGN_IN_ATTEMPTS');
  if (factor.recoveryCode !== undefined) {
    if (!(await spendRecoveryCode(app.db, userId, recoveryHash(factor.recoveryCode)))) codeInvalid('recoveryCode');
    await tellUser(app.db, userId, 'RECOVERY_CODE_USED');
  } else if (!totpMatches(secret, factor.code ?? '')) codeInvalid('code');
  await app.counters.clear(key);
}

/** POST /auth/2fa/setup: a new secret, kept waiting until a first code confirms it. */
export async function setupTwoFactor(app: App, user: { id: number; email: string }): Promise<TwoFactorSetup> {
  if ((await findTwoFactor(app.db, user.id))?.enabled_at) conflict('TWO_FACTOR_ALREADY_ON');
  const secret = newTotpSecret();
  await savePendingSecret(app.db, user.id, secret);
  return { secret, otpauthUrl: totpUrl(secret, user.email) };
}

/** POST /auth/2fa/enable: the first code turns it on; the recovery codes leave the server this once. */
export async function enableTwoFactor(app: App, userId: number, code: string): Promise<RecoveryCodes> {
  const row = await findTwoFactor(app.db, userId);
  if (!row) fail(400, 'BAD_REQUEST', 'TWO_FACTOR_NOT_SET_UP');
  if (row.enabled_at) conflict('TWO_FACTOR_ALREADY_ON');
  await checkSecondFactor(app, userId, row.secret, { code });
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await app.db.transaction().execute(async (trx) => {
    await enableWithCodes(trx, userId, recoveryCodes.map(recoveryHash));
    await tellUser(trx, userId, 'ENABLED');
  });
  return { recoveryCodes };
}

/** POST /auth/2fa/disable: proven with a current code or a recovery code, so a borrowed session cannot. */
export async function disableTwoFactor(app: App, userId: number, factor: Factor) {
  const row = await findTwoFactor(app.db, userId);
  if (!row?.enabled_at) fail(400, 'BAD_REQUEST', 'TWO_FACTOR_OFF');
  await checkSecondFactor(app, userId, row.secret, factor);
  await app.db.transaction().execute(async (trx) => {
    await removeTwoFactor(trx, userId);
    await tellUser(trx, userId, 'DISABLED');
  });
  return { success: true as const };
}

/**
 * Whether an account must sign in with a second factor: an agency's, when its owner requires it
 * (PUT /agency/settings/security); an admin's or a university's, when the platform's setting does
 * (PUT /admin/settings/security).
 */
export async function twoFactorRequiredOf(db: Kysely<Database>, userId: number, userType: UserType): Promise<boolean> {
  if (userType === 'AGENCY') return agencyRequiresTwoFactor(db, userId);
  if (!TWO_FACTOR_REQUIRED_TYPES.includes(userType)) return false;
  const setting = v.safeParse(SecuritySettings, await findSetting(db, 'security'));
  return setting.success && setting.output.twoFactorRequired;
}

/** Whether a user signs in with a second factor. */
export const hasTwoFactor = async (db: Kysely<Database>, userId: number) =>
  Boolean((await findTwoFactor(db, userId))?.enabled_at);

/** The answer of a right password for an account with a second factor: a challenge, no session. */
export async function signInChallenge(app: App, userId: number): Promise<TwoFactorChallenge> {
  const challengeToken = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000).toISOString();
  await insertChallenge(app.db, userId, hashToken(challengeToken), expiresAt);
  return { twoFactorRequired: true, challengeToken };
}

/** POST /auth/2fa/verify: the second factor of a waiting sign-in; the user whose sign-in it completes. */
export async function passChallenge(app: App, challengeToken: string, factor: Factor): Promise<number> {
  const challenge = await findLiveChallenge(app.db, hashToken(challengeToken));
  if (!challenge) fail(401, 'UNAUTHORIZED', 'SIGN_IN_CHALLENGE_ENDED');
  const row = await findTwoFactor(app.db, challenge.user_id);
  if (!row?.enabled_at) fail(401, 'UNAUTHORIZED', 'SIGN_IN_CHALLENGE_ENDED');
  await checkSecondFactor(app, challenge.user_id, row.secret, factor);
  // Two requests with one challenge: only the one that ends it signs in.
  if (!(await endChallenge(app.db, challenge.id))) fail(401, 'UNAUTHORIZED', 'SIGN_IN_CHALLENGE_ENDED');
  return challenge.user_id;
}

/** DELETE /admin/users/{id}/two-factor: for a user who lost their phone and codes; audited and e-mailed. */
export async function resetTwoFactor(app: App, adminId: number, userId: number) {
  const user = await findUserById(app.db, userId);
  if (!user) notFound('USER_NOT_FOUND');
  await app.db.transaction().execute(async (trx) => {
    if (!(await removeTwoFactor(trx, userId))) fail(400, 'BAD_REQUEST', 'TWO_FACTOR_OFF');
    await insertAuditEntries(trx, [
      {
        actorId: adminId,
        action: 'update',
        entity: 'user',
        entityId: userId,
        label: user.email,
        before: { twoFactor: true },
        after: { twoFactor: false },
      },
    ]);
    await tellUser(trx, userId, 'RESET');
  });
  return { success: true as const };
}
