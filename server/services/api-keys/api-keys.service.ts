import type * as v from 'valibot';
import type { ApiKey, ApiKeyPayload, ApiKeyScope, CreatedApiKey } from '#sdk/schemas/api-keys';
import type { UserType } from '#sdk/schemas/enums';
import { hashToken, newToken } from '#server/services/auth/token.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { spend } from '#server/services/counters/rate-limit.ts';
import type { App } from '#server/utils/app.ts';
import { fail, forbidden, notFound } from '#server/utils/errors.ts';
import { keyAccess } from './api-key-access.ts';
import { findLiveApiKey, insertApiKey, listLiveApiKeys, revokeOwnApiKey, touchApiKey } from './api-key.repository.ts';

/** Keys begin so, which tells them from session tokens (and secret scanners from other text). */
export const API_KEY_PREFIX = 'sek_';
/** How much of a key is kept in the clear to recognise it by. */
const SHOWN_CHARACTERS = 9;
/** Enough for a CRM, a website and a few scripts; a revoked key does not count. */
const MAX_KEYS = 20;

type KeyRow = {
  id: number;
  name: string;
  prefix: string;
  scopes: string;
  created_at: string;
  last_used_at: string | null;
};

const presentKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: JSON.parse(row.scopes) as ApiKeyScope[],
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** GET /keys. */
export async function listKeys(app: App, userId: number): Promise<{ apiKeys: ApiKey[] }> {
  return { apiKeys: (await listLiveApiKeys(app.db, userId)).map(presentKey) };
}

/** POST /keys: the key is answered this once; only its hash is stored. */
export async function createKey(
  app: App,
  userId: number,
  payload: v.InferOutput<typeof ApiKeyPayload>,
): Promise<CreatedApiKey> {
  if ((await listLiveApiKeys(app.db, userId)).length >= MAX_KEYS)
    fail(409, 'CONFLICT', { reason: 'TOO_MANY_API_KEYS', params: { max: MAX_KEYS } });
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const row = await app.db.transaction().execute(async (trx) => {
    const row = await insertApiKey(trx, {
      userId,
      name: payload.name,
      prefix: key.slice(0, SHOWN_CHARACTERS),
      keyHash: hashToken(key),
      scopes: payload.scopes,
    });
    await insertAuditEntries(trx, [
      {
        actorId: userId,
        action: 'create',
        entity: 'api_key',
        entityId: row.id,
        label: row.name,
        after: { scopes: payload.scopes },
      },
    ]);
    return row;
  });
  return { apiKey: presentKey(row), key };
}

/** DELETE /keys/{id}: another account's key is not found. */
export async function revokeKey(app: App, userId: number, id: number): Promise<{ success: true }> {
  await app.db.transaction().execute(async (trx) => {
    const revoked = await revokeOwnApiKey(trx, userId, id);
    if (!revoked) notFound('API_KEY_NOT_FOUND');
    await insertAuditEntries(trx, [
      { actorId: userId, action: 'revoke', entity: 'api_key', entityId: revoked.id, label: revoked.name },
    ]);
  });
  return { success: true };
}

/** The account a key acts for, with the key's scopes; nothing for an unknown, revoked or deactivated one. */
export async function authenticateKey(app: App, key: string) {
  const row = await findLiveApiKey(app.db, hashToken(key));
  if (!row?.is_active) return undefined;
  return {
    id: row.id,
    email: row.email,
    userType: row.user_type as UserType,
    twoFactorOn: row.twoFactorOn !== null,
    apiKey: { id: row.keyId, scopes: JSON.parse(row.scopes) as ApiKeyScope[] },
  };
}

/**
 * Lets a call made with a key through, or refuses it: a route that needs a person (403
 * API_KEY_NOT_ALLOWED), a scope the key lacks (403 API_KEY_SCOPE_MISSING), past the key's rate
 * (429). Each call let through is recorded in the audit log and as the key's last use.
 */
export async function admitKeyCall(
  app: App,
  caller: { id: number; apiKey: { id: number; scopes: ApiKeyScope[] } },
  method: string,
  path: string,
): Promise<void> {
  const access = keyAccess(method, path);
  if (access === 'closed') forbidden('API_KEY_NOT_ALLOWED');
  if (access !== 'open' && !caller.apiKey.scopes.includes(access.scope))
    forbidden({ reason: 'API_KEY_SCOPE_MISSING', params: { scope: access.scope } });
  await spend(
    app.counters,
    [{ key: `api-key:${caller.apiKey.id}`, max: app.config.apiKeyCallsPerMinute, windowSeconds: 60 }],
    'TOO_MANY_API_KEY_CALLS',
  );
  const label = `${method} ${path.split('?', 1)[0]}`.slice(0, 200);
  await Promise.all([
    touchApiKey(app.db, caller.apiKey.id),
    insertAuditEntries(app.db, [
      { actorId: caller.id, action: 'use', entity: 'api_key', entityId: caller.apiKey.id, label },
    ]),
  ]);
}
