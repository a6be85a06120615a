import type { Client } from '#sdk/client';
import type { AuthResponse } from '#sdk/schemas/auth';
import type {
  RecoveryCodes,
  SecondFactor,
  SecuritySettings,
  TwoFactorEnablePayload,
  TwoFactorSetup,
  TwoFactorVerifyPayload,
} from '#sdk/schemas/two-factor';

/** Starts enrolment: a new secret for the authenticator app (replacing one not yet confirmed). */
export function setupTwoFactor(client: Client): Promise<TwoFactorSetup> {
  return client.request('POST', '/auth/2fa/setup');
}

/** Confirms enrolment with a first code; the ten recovery codes are shown this once. */
export function enableTwoFactor(client: Client, payload: TwoFactorEnablePayload): Promise<RecoveryCodes> {
  return client.request('POST', '/auth/2fa/enable', { body: payload });
}

/** Turns the second factor off, given a current code or a recovery code. */
export function disableTwoFactor(client: Client, payload: SecondFactor): Promise<{ success: true }> {
  return client.request('POST', '/auth/2fa/disable', { body: payload });
}

/** Finishes a sign-in that answered `TwoFactorRequired`; the client keeps the token. */
export async function verifyTwoFactor(client: Client, payload: TwoFactorVerifyPayload): Promise<AuthResponse> {
  const answer = await client.request<AuthResponse>('POST', '/auth/2fa/verify', { body: payload });
  client.token = answer.token;
  return answer;
}

/** Removes a user's second factor, for one who lost their phone and codes (admins; audited). */
export function resetTwoFactor(client: Client, userId: number): Promise<{ success: true }> {
  return client.request('DELETE', `/admin/users/${userId}/two-factor`);
}

/** The platform's sign-in rules (admins). */
export function securitySettings(client: Client): Promise<{ security: SecuritySettings }> {
  return client.request('GET', '/admin/settings/security');
}

/** Changes the platform's sign-in rules (admins). */
export function updateSecuritySettings(
  client: Client,
  payload: SecuritySettings,
): Promise<{ security: SecuritySettings }> {
  return client.request('PUT', '/admin/settings/security', { body: payload });
}
