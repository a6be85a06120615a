import type { Kysely } from 'kysely';
import type { AuthResponse, LoginPayload, RegisterPayload, User } from '#sdk/schemas/auth';
import type { App } from '../../utils/app.ts';
import type { Database } from '../../db/tables/database.ts';
import { conflict, fail } from '../../utils/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findLiveSession, insertSession, revokeSession } from './session.repository.ts';
import { hashToken, newToken } from './token.ts';
import { dashboardRoute, presentUser } from './user.presenter.ts';
import { findUserByEmail, insertUser, updateUser } from './user.repository.ts';
import { linkStudentToAgency } from './agency-link.ts';

async function issueToken(app: App, userId: number): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + app.config.sessionDays * 86_400_000).toISOString();
  await insertSession(app.db, { userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

async function authResponse(db: Kysely<Database>, userId: number, token: string): Promise<AuthResponse> {
  const user = await presentUser(db, userId);
  return { token, user, profileComplete: user.profileComplete, dashboardRoute: dashboardRoute(user) };
}

export async function register(app: App, payload: RegisterPayload & { email: string }): Promise<AuthResponse> {
  if (await findUserByEmail(app.db, payload.email)) conflict('An account with this email already exists');
  const passwordHash = await hashPassword(payload.password);
  const { id } = await insertUser(app.db, { email: payload.email, passwordHash, userType: payload.userType }).catch((error) => {
    // Two registrations racing for one address: the unique index decides.
    if (/unique|duplicate/i.test(String(error?.message))) conflict('An account with this email already exists');
    throw error;
  });
  if (payload.userType === 'STUDENT' && payload.agencySlug) await linkStudentToAgency(app.db, id, payload.email, payload.agencySlug);
  return authResponse(app.db, id, await issueToken(app, id));
}

/** Failed sign-ins are counted per account and per address; past the limit the answer is 429. */
export async function login(app: App, payload: LoginPayload & { email: string }, address: string): Promise<AuthResponse> {
  const { perAccount, perAddress, windowSeconds } = app.config.loginLimits;
  const accountKey = `login:account:${payload.email}`;
  const addressKey = `login:address:${address}`;
  const [accountFailures, addressFailures] = await Promise.all([app.counters.peek(accountKey), app.counters.peek(addressKey)]);
  if (accountFailures >= perAccount || addressFailures >= perAddress) {
    fail(429, 'RATE_LIMITED', 'Too many failed sign-in attempts. Please try again later.');
  }
  const user = await findUserByEmail(app.db, payload.email);
  const passwordOk = user ? await verifyPassword(payload.password, user.password_hash) : false;
  if (!user || !passwordOk) {
    await Promise.all([app.counters.hit(accountKey, windowSeconds), app.counters.hit(addressKey, windowSeconds)]);
    fail(401, 'UNAUTHORIZED', 'Invalid email or password');
  }
  if (!user.is_active) fail(403, 'FORBIDDEN', 'This account has been deactivated');
  await app.counters.clear(accountKey);
  await updateUser(app.db, user.id, { last_login: new Date().toISOString() });
  return authResponse(app.db, user.id, await issueToken(app, user.id));
}

/** The signed-in user behind a bearer token, or nothing. */
export async function authenticate(db: Kysely<Database>, token: string) {
  const session = await findLiveSession(db, hashToken(token), new Date().toISOString());
  if (!session || !session.is_active) return undefined;
  return { sessionId: session.sessionId, id: session.id, email: session.email, userType: session.user_type };
}

export const logout = (db: Kysely<Database>, sessionId: number) => revokeSession(db, sessionId);

/** Rotation: the old token stops working, a new one is issued. */
export async function refresh(app: App, session: { sessionId: number; id: number }): Promise<AuthResponse> {
  const revoked = await revokeSession(app.db, session.sessionId);
  if (!revoked.numUpdatedRows) fail(401, 'UNAUTHORIZED', 'Session has ended');
  return authResponse(app.db, session.id, await issueToken(app, session.id));
}

export const me = (db: Kysely<Database>, userId: number): Promise<User> => presentUser(db, userId);
