import type { Client } from '../client.ts';
import type { AuthResponse, LoginPayload, MeResponse, RegisterPayload } from '../schemas/auth.ts';

/** Creates a STUDENT, AGENCY or UNIVERSITY account and signs it in; the client keeps the token. */
export async function register(client: Client, payload: RegisterPayload): Promise<AuthResponse> {
  const answer = await client.request<AuthResponse>('POST', '/auth/register', { body: payload });
  client.token = answer.token;
  return answer;
}

/** Signs in; the client keeps the token. */
export async function login(client: Client, payload: LoginPayload): Promise<AuthResponse> {
  const answer = await client.request<AuthResponse>('POST', '/auth/login', { body: payload });
  client.token = answer.token;
  return answer;
}

/** Revokes the current token on the server and forgets it here, even when the call fails. */
export async function logout(client: Client): Promise<void> {
  try {
    await client.request<{ success: true }>('POST', '/auth/logout');
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
