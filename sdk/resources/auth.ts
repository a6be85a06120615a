import type { Client } from '#sdk/client';
import type {
  AuthResponse,
  ChangePasswordPayload,
  ForgotPasswordPayload,
  ForgotPasswordResponse,
  LoginPayload,
  MeResponse,
  RegisterPayload,
  ResetPasswordPayload,
} from '#sdk/schemas/auth';
import { TwoFactorRequired } from '#sdk/errors';
import type { TwoFactorChallenge } from '#sdk/schemas/two-factor';

/** Creates a STUDENT, AGENCY or UNIVERSITY account and signs it in; the client keeps the token. */
export async function register(client: Client, payload: RegisterPayload): Promise<AuthResponse> {
  const answer = await client.request<AuthResponse>('POST', '/auth/register', { body: payload });
  client.token = answer.token;
  return answer;
}

/**
 * Signs in; the client keeps the token. An account with a second factor answers with a challenge
 * instead: this throws `TwoFactorRequired`, whose `challengeToken` goes to `verifyTwoFactor`.
 */
export async function login(client: Client, payload: LoginPayload): Promise<AuthResponse> {
  const answer = await client.request<AuthResponse | TwoFactorChallenge>('POST', '/auth/login', { body: payload });
  if ('twoFactorRequired' in answer) throw new TwoFactorRequired(answer.challengeToken);
  client.token = answer.token;
  return answer;
}

/** Revokes the current token on the server and forgets it here, even when the call fails. */
export async function logout(client: Client): Promise<{ success: true }> {
  try {
    return await client.request<{ success: true }>('POST', '/auth/logout');
  } finally {
    client.token = null;
  }
}

/** Exchanges the current token for a new one (the old one stops working). */
export async function refresh(client: Client): Promise<AuthResponse> {
  const answer = await client.request<AuthResponse>('POST', '/auth/refresh');
  client.token = answer.token;
  return answer;
}

/** The signed-in user. */
export function me(client: Client): Promise<MeResponse> {
  return client.request('GET', '/auth/me');
}

/** Asks for a password reset link by e-mail; answers the same whether or not the account exists. */
export function forgotPassword(client: Client, payload: ForgotPasswordPayload): Promise<ForgotPasswordResponse> {
  return client.request('POST', '/auth/forgot-password', { body: payload });
}

/** Sets a new password with the e-mailed token, ends every other session and signs in; the client keeps the token. */
export async function resetPassword(client: Client, payload: ResetPasswordPayload): Promise<AuthResponse> {
  const answer = await client.request<AuthResponse>('POST', '/auth/reset-password', { body: payload });
  client.token = answer.token;
  return answer;
}

/** Changes the signed-in user's password (the current one is asked again), ends every session and signs in anew; the client keeps the new token. */
export async function changePassword(client: Client, payload: ChangePasswordPayload): Promise<AuthResponse> {
  const answer = await client.request<AuthResponse>('POST', '/auth/change-password', { body: payload });
  client.token = answer.token;
  return answer;
}
