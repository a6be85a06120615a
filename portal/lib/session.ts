import { ApiError } from '#sdk/errors';
import * as auth from '#sdk/resources/auth';
import * as twoFactor from '#sdk/resources/two-factor';
import type { TwoFactorVerifyPayload } from '#sdk/schemas/two-factor';
import type {
  AuthResponse,
  ChangePasswordPayload,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  User,
} from '#sdk/schemas/auth';
import { atom, type Setter, useAtomValue } from 'jotai';
import { api } from './api.ts';
import { useHydrated } from './hydrated.ts';
import { storage } from './storage.ts';

/** The one key the bearer token lives under (spec part 1, 4). */
export const TOKEN_KEY = 'auth_token';

export type Session = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: User };

function keepToken(token: string | null) {
  storage.set(TOKEN_KEY, token);
  api.token = token;
}

api.token = storage.get(TOKEN_KEY);

/** While a stored token is being checked the session is loading; guards wait for it. */
export const sessionAtom = atom<Session>(api.token ? { status: 'loading' } : { status: 'signedOut' });

/**
 * Loads the signed-in user with GET /auth/me (at start, and after a setup). A check the server
 * refuses clears the token (spec part 1, 4 and 8); a request that never got an answer (offline,
 * or aborted because the page is being left) keeps it for the next visit.
 */
export const reloadUserAtom = atom(null, async (_get, set) => {
  if (!api.token) {
    set(sessionAtom, { status: 'signedOut' });
    return;
  }
  try {
    const { user } = await auth.me(api);
    set(sessionAtom, { status: 'signedIn', user });
  } catch (error) {
    if (error instanceof ApiError) keepToken(null);
    set(sessionAtom, { status: 'signedOut' });
  }
});

function startSession(set: Setter, answer: AuthResponse): AuthResponse {
  keepToken(answer.token);
  set(sessionAtom, { status: 'signedIn', user: answer.user });
  return answer;
}

/** Signs in; the answer carries profileComplete and dashboardRoute for the next step. */
export const loginAtom = atom(null, async (_get, set, payload: LoginPayload) =>
  startSession(set, await auth.login(api, payload)),
);

/** Finishes a sign-in that asked for the second factor (`TwoFactorRequired` from `loginAtom`). */
export const verifyTwoFactorAtom = atom(null, async (_get, set, payload: TwoFactorVerifyPayload) =>
  startSession(set, await twoFactor.verifyTwoFactor(api, payload)),
);

export const registerAtom = atom(null, async (_get, set, payload: RegisterPayload) =>
  startSession(set, await auth.register(api, payload)),
);

/** Sets a new password with an e-mailed link's token and signs in (every other session ends). */
export const resetPasswordAtom = atom(null, async (_get, set, payload: ResetPasswordPayload) =>
  startSession(set, await auth.resetPassword(api, payload)),
);

/** Changes the password; the session goes on with the new token the server gives. */
export const changePasswordAtom = atom(null, async (_get, set, payload: ChangePasswordPayload) =>
  startSession(set, await auth.changePassword(api, payload)),
);

/** Signs out on the server; the local session ends even when that call fails (spec part 1, 4). */
export const logoutAtom = atom(null, async (_get, set) => {
  try {
    await auth.logout(api);
  } catch {
    // The server may be unreachable or the token already revoked; forgetting it here is what matters.
  } finally {
    keepToken(null);
    set(sessionAtom, { status: 'signedOut' });
  }
});

const UNKNOWN: Session = { status: 'loading' };

/** The session; on a server-rendered page it stays loading until hydration (the server cannot know the visitor). */
export function useSession(): Session {
  const session = useAtomValue(sessionAtom);
  return useHydrated() ? session : UNKNOWN;
}

/** The signed-in user (for screens behind a guard, which only render when signed in). */
export function useUser(): User | undefined {
  const session = useSession();
  return session.status === 'signedIn' ? session.user : undefined;
}

/** The name a user goes by: the agency's or university's name, a student's name, else the e-mail. */
export function displayName(user: User): string {
  if (user.agency) return user.agency.name;
  if (user.university) return user.university.name;
  const student = [user.student?.firstName, user.student?.lastName].filter(Boolean).join(' ');
  return student || user.email;
}
