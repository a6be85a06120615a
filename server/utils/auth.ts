import { type H3Event, getRequestHeader } from 'h3';
import type { UserType } from '#sdk/schemas/enums';
import { authenticate } from '#server/services/auth/auth.service.ts';
import type { Device } from '#server/services/auth/device.ts';
import { twoFactorRequiredOf } from '#server/services/auth/two-factor.service.ts';
import { useApp } from './app.ts';
import { fail, forbidden } from './errors.ts';
import { forwardedClient } from './forwarded-client.ts';

export type SignedIn = NonNullable<Awaited<ReturnType<typeof authenticate>>>;

const bearer = (event: H3Event) => {
  const header = getRequestHeader(event, 'authorization') ?? '';
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header);
  return match?.[1];
};

/** The signed-in user, or nothing; the answer is cached on the event. */
export async function currentUser(event: H3Event): Promise<SignedIn | undefined> {
  if ('user' in event.context) return event.context.user as SignedIn | undefined;
  const token = bearer(event);
  const user = token ? await authenticate(useApp().db, token) : undefined;
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
  if (!user.twoFactorOn && (await twoFactorRequiredOf(useApp().db, user.userType)))
    forbidden('TWO_FACTOR_ENROLMENT_REQUIRED');
  return user;
}

/** `requireUser` for the few routes a user must reach to enrol: who they are, the set-up itself, signing out. */
export async function requireUserWhileEnrolling(event: H3Event, ...types: UserType[]): Promise<SignedIn> {
  const user = await currentUser(event);
  if (!user) fail(401, 'UNAUTHORIZED', 'SIGN_IN_REQUIRED');
  if (types.length && !types.includes(user.userType)) forbidden();
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
