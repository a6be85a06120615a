import type { Kysely } from 'kysely';
import type { AuthResponse, LoginPayload, RegisterPayload, User } from '#sdk/schemas/auth';
import type { TwoFactorChallenge } from '#sdk/schemas/two-factor';
import type { App } from '#server/utils/app.ts';
import type { Database } from '#server/db/tables/database.ts';
import { conflict, fail } from '#server/utils/errors.ts';
import { violatesUnique } from '#server/db/unique-violation.ts';
import { spend } from '#server/services/counters/rate-limit.ts';
import { welcomeEmail } from '#server/services/mail/emails/welcome.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import type { Device } from './device.ts';
import { tellOfNewDevice } from './new-device.ts';
import { findLiveSession, insertSession, revokeSession, touchSession } from './session.repository.ts';
import { hashToken, newToken } from './token.ts';
import { dashboardRoute, presentUser } from './user.presenter.ts';
import { findUserByEmail, insertUser, updateUser } from './user.repository.ts';
import type { PageOrigin } from '#server/services/agencies/embed-origin.ts';
import { linkedAgency, linkStudentToAgency } from './agency-link.ts';
import { hasTwoFactor, signInChallenge } from './two-factor.service.ts';

export async function issueToken(app: App, userId: number, device: Device): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + app.config.sessionDays * 86_400_000).toISOString();
  await insertSession(app.db, { userId, tokenHash: hashToken(token), expiresAt, device });
  return token;
}

export async function authResponse(db: Kysely<Database>, userId: number, token: string): Promise<AuthResponse> {
  const user = await presentUser(db, userId);
  return { token, user, profileComplete: user.profileComplete, dashboardRoute: dashboardRoute(user) };
}

/**
 * A new account. A student who comes through an agency's widget link (`agencySlug`) joins that
 * agency in the same transaction, so a full plan refuses the whole registration. Accounts are
 * limited per address (scripts creating accounts), like sign-ins and leads.
 */
export async function register(
  app: App,
  payload: RegisterPayload & { email: string },
  page: PageOrigin,
  device: Device,
): Promise<AuthResponse> {
  const { address } = device;
  const { perAddress, windowSeconds } = app.config.registerLimits;
  await spend(
    app.counters,
    [{ key: `register:address:${address}`, max: perAddress, windowSeconds }],
    'TOO_MANY_ACCOUNTS',
  );
  if (await findUserByEmail(app.db, payload.email)) conflict('EMAIL_TAKEN');
  const agency =
    payload.userType === 'STUDENT' && payload.agencySlug
      ? await linkedAgency(app.db, payload.agencySlug, page)
      : undefined;
  const passwordHash = await hashPassword(payload.password);
  const id = await app.db.transaction().execute(async (trx) => {
    const { id } = await insertUser(trx, { email: payload.email, passwordHash, userType: payload.userType }).catch(
      (error) => {
        // Two registrations racing for one address: the unique index decides.
        if (violatesUnique(error, 'email')) conflict('EMAIL_TAKEN');
        throw error;
      },
    );
    if (agency) await linkStudentToAgency(trx, app.dialect, agency, { id, email: payload.email });
    const language = payload.language ?? 'en';
    await updateUser(trx, id, { language });
    await enqueueEmail(trx, welcomeEmail(payload.email, language, payload.userType, app.config.publicUrl));
    return id;
  });
  return authResponse(app.db, id, await issueToken(app, id, device));
}

/** How long an address the owner signed in from stays theirs for the account-wide limit. */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;

/**
 * Sign-in attempts are counted before the password is checked, per account and address, per
 * address, and per account from addresses it has not signed in from (README, Security): a guesser
 * is slowed to a few tries per window, the owner elsewhere is never kept out by them, and guessing
 * spread over many addresses meets the higher, slower account-wide limit, which an address the
 * owner has signed in from does not count against. An account with a second factor gets a
 * challenge instead of a session (`two-factor.service.ts`).
 */
export async function login(
  app: App,
  payload: LoginPayload & { email: string },
  device: Device,
): Promise<AuthResponse | TwoFactorChallenge> {
  const { address } = device;
  const limits = app.config.loginLimits;
  const pairKey = `login:account-address:${payload.email}:${address}`;
  const addressKey = `login:address:${address}`;
  const accountKey = `login:account:${payload.email}`;
  const knownKey = `login:known:${payload.email}:${address}`;
  const known = (await app.counters.peek(knownKey)) > 0;
  // Every attempt counts before its password is checked, so attempts sent at the same moment
  // cannot all pass a count read before any of them failed; a success takes its counts back.
  await spend(
    app.counters,
    [
      { key: pairKey, max: limits.perAccountAndAddress, windowSeconds: limits.windowSeconds },
      { key: addressKey, max: limits.perAddress, windowSeconds: limits.windowSeconds },
      ...(known ? [] : [{ key: accountKey, max: limits.perAccount, windowSeconds: limits.accountWindowSeconds }]),
    ],
    'TOO_MANY_SIGN_IN_ATTEMPTS',
  );
  const user = await findUserByEmail(app.db, payload.email);
  // An unknown e-mail costs the same scrypt work as a wrong password, so timing tells nothing.
  const passwordOk = await verifyPassword(payload.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !passwordOk) fail(401, 'UNAUTHORIZED', 'INVALID_CREDENTIALS');
  if (!user.is_active) fail(403, 'FORBIDDEN', 'ACCOUNT_DEACTIVATED');
  await Promise.all([
    app.counters.clear(pairKey),
    app.counters.undo(addressKey),
    known ? undefined : app.counters.undo(accountKey),
    app.counters.hit(knownKey, KNOWN_ADDRESS_SECONDS),
  ]);
  if (await hasTwoFactor(app.db, user.id)) return signInChallenge(app, user.id);
  return completeSignIn(app, user.id, device);
}

/** A sign-in whose every factor passed: the session starts; a device not seen before is e-mailed about. */
export async function completeSignIn(app: App, userId: number, device: Device): Promise<AuthResponse> {
  await tellOfNewDevice(app.db, userId, device);
  await updateUser(app.db, userId, { last_login: new Date().toISOString() });
  return authResponse(app.db, userId, await issueToken(app, userId, device));
}

/** How stale a session's last use may get before a request records it (one write per few minutes, not per request). */
const TOUCH_AFTER_MS = 5 * 60_000;

/** The signed-in user behind a bearer token, or nothing. */
export async function authenticate(db: Kysely<Database>, token: string) {
  const session = await findLiveSession(db, hashToken(token), new Date().toISOString());
  if (!session?.is_active) return undefined;
  if (!session.lastUsedAt || Date.parse(session.lastUsedAt) < Date.now() - TOUCH_AFTER_MS)
    await touchSession(db, session.sessionId);
  return {
    sessionId: session.sessionId,
    id: session.id,
    email: session.email,
    userType: session.user_type,
    twoFactorOn: session.twoFactorOn !== null,
  };
}

export const logout = (db: Kysely<Database>, sessionId: number) => revokeSession(db, sessionId);

/** Rotation: the old token stops working, a new one is issued. */
export async function refresh(
  app: App,
  session: { sessionId: number; id: number },
  device: Device,
): Promise<AuthResponse> {
  const revoked = await revokeSession(app.db, session.sessionId);
  if (!revoked.numUpdatedRows) fail(401, 'UNAUTHORIZED', 'SESSION_ENDED');
  return authResponse(app.db, session.id, await issueToken(app, session.id, device));
}

export const me = (db: Kysely<Database>, userId: number): Promise<User> => presentUser(db, userId);
