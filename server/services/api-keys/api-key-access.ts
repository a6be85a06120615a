import type { ApiKeyScope } from '#sdk/schemas/api-keys';

/** What a call needs of an API key: a scope, nothing more (`open`), or a person (`closed`). */
export type KeyAccess = { scope: ApiKeyScope } | 'open' | 'closed';

/**
 * The routes a key may call, by path: reading needs the `…:read` scope, changing the `…:write`
 * one; a kind without a write scope can only be read with a key. Every other route (settings,
 * sessions, keys themselves, exports) needs a person signed in, so a leaked key cannot make
 * keys, turn off a second factor or change who the account is.
 */
const KEY_ROUTES: { path: RegExp; read: ApiKeyScope; write?: ApiKeyScope }[] = [
  { path: /^\/api\/students(\/|$)/, read: 'students:read', write: 'students:write' },
  { path: /^\/api\/applications(\/|$)/, read: 'applications:read' },
  { path: /^\/api\/university\/applications(\/|$)/, read: 'applications:read' },
  { path: /^\/api\/leads(\/|$)/, read: 'leads:read', write: 'leads:write' },
  { path: /^\/api\/conversations(\/|$)/, read: 'messages:read', write: 'messages:write' },
];

const READS = new Set(['GET', 'HEAD']);

export function keyAccess(method: string, path: string): KeyAccess {
  const pathname = path.split('?', 1)[0];
  if (pathname === '/api/auth/me' && READS.has(method)) return 'open';
  const route = KEY_ROUTES.find((candidate) => candidate.path.test(pathname));
  if (!route) return 'closed';
  const scope = READS.has(method) ? route.read : route.write;
  return scope ? { scope } : 'closed';
}
