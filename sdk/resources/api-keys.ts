import type { Client } from '#sdk/client';
import type { ApiKey, ApiKeyPayload, CreatedApiKey } from '#sdk/schemas/api-keys';

/** The signed-in agency's or university's API keys, newest first, with their last use. */
export function listApiKeys(client: Client): Promise<{ apiKeys: ApiKey[] }> {
  return client.request('GET', '/keys');
}

/** A new key with the scopes given; the answer holds the key this once. */
export function createApiKey(client: Client, payload: ApiKeyPayload): Promise<CreatedApiKey> {
  return client.request('POST', '/keys', { body: payload });
}

/** Revokes a key: calls made with it are refused from now on. */
export function revokeApiKey(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/keys/${id}`);
}
