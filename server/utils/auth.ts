import { type H3Event, getRequestHeader } from 'h3';
import type { UserType } from '#sdk/schemas/enums';
import { API_KEY_PREFIX, admitKeyCall, authenticateKey } from '#server/services/api-keys/api-keys.service.ts';
import { findAgencyAccess } from '#server/services/agencies/agency-access.ts';
import { roleNeeded } from '#server/services/agencies/owner-routes.ts';
import { authenticate } from '#server/services/auth/auth.service.ts';
import type { Device } from '#server/services/auth/device.ts';
import { twoFactorRequiredOf } from '#server/services/auth/two-factor.service.ts';
import { useApp } from './app.ts';
import { fail, forbidden } from './errors.ts';
import { forwardedClient } from './forwarded-client.ts';

/** A person signed in with a session token. */
export type SessionUser = NonNullable<Awaited<ReturnType<typeof authenticate>>>;
/** An agency's or university's software calling with an API key, for the account that made it. */
export type KeyUser = NonNullable<Awaited<ReturnType<typeof authenticateKey>>>;
export type SignedIn = SessionUser | KeyUser;

const bearer = (event: H3Event) => {
  const header = getRequestHeader(event, 'authorization') ?? '';
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header);
  return match?.[1];
};

/** The signed-in user, or nothing; the answer is cached on the event. */
export async function currentUser(event: H3Event): Promise<SignedIn | undefined> {
  if ('user' in event.context) return event.context.user as SignedIn | undefined;
  const token = bearer(event);
  let user: SignedIn | undefined;
  if (token?.startsWith(API_KEY_PREFIX)) user = await authenticateKey(useApp(), token);
  else if (token) user = await authenticate(useApp().db, token);
  event.context.user = user;
  return user;
}

/**
 * 401 without a live session; 403 when the user's type is not one of `types` (when given), and
 * 403 TWO_FACTOR_ENROLMENT_REQUIRED while the platform requires a second factor the user has not
 * set up: every route goes through here, so none can be used before enrolment.
 */
export async function requireUser(event: H3Event, ...types: UserType[]): Promise<SignedIn> {
  const user = await requireUserWhileEnrolling(event, ...types);
  if (!user.twoFactorOn && (await twoFactorRequiredOf(useApp().db, user.id, user.userType)))
    forbidden('TWO_FACTOR_ENROLMENT_REQUIRED');
  return user;
}

/** `requireUser` for the few routes a user must reach to enrol: who they are, the set-up itself, signing out. */
export async function requireUserWhileEnrolling(event: H3Event, ...types: UserType[]): Promise<SignedIn> {
  const user = await currentUser(event);
  if (!user) fail(401, 'UNAUTHORIZED', 'SIGN_IN_REQUIRED');
  if (types.length && !types.includes(user.userType)) forbidden();
  if ('apiKey' in user) await admitKeyCall(useApp(), user, event.method, event.path);
  const needed = user.userType === 'AGENCY' ? roleNeeded(event.method, event.path) : undefined;
  if (needed) {
    const agency = await findAgencyAccess(useApp().db, user.id);
    const role = agency?.member.role;
    if (needed === 'OWNER' && role && role !== 'OWNER') forbidden('OWNER_ONLY');
    if (needed === 'MANAGER' && role === 'COUNSELLOR') forbidden('OWNER_OR_MANAGER_ONLY');
  }
  return user;
}

/**
 * The caller's session, for the routes about it (sign out, rotate, the list of devices). An API key
 * never gets this far (those routes are closed to keys); the check says so to the type too.
 */
export function sessionOf(user: SignedIn): SessionUser {
  if ('apiKey' in user) forbidden('API_KEY_NOT_ALLOWED');
  return user;
}

/** The device a request comes from, recorded with a session it starts. */
export const requestDevice = (event: H3Event): Device => ({
  userAgent: getRequestHeader(event, 'user-agent') ?? '',
  address: clientAddress(event),
});

/** The caller's network address, for rate limits: see `forwardedClient` for requests through trusted proxies. */
export const clientAddress = (event: H3Event) =>
  forwardedClient(
    event.node.req.socket.remoteAddress ?? 'unknown',
    getRequestHeader(event, 'x-forwarded-for'),
    useApp().config.trustedProxies,
  );
