import type { CallOptions, Client, RequestInit } from './client-types.ts';

const merged = (defaults: CallOptions, own: RequestInit = {}): RequestInit => ({
  ...defaults,
  ...own,
  headers: { ...defaults.headers, ...own.headers },
});

/**
 * The client with options for every call made through it (a call's own options win), for any
 * resource function: `students.create(withOptions(client, { signal, idempotencyKey }), payload)`.
 * It shares the token with `client`.
 */
export function withOptions(client: Client, defaults: CallOptions): Client {
  return {
    baseUrl: client.baseUrl,
    get token() {
      return client.token;
    },
    set token(value) {
      client.token = value;
    },
    url: (path, query) => client.url(path, query),
    fetchRaw: (method, path, init) => client.fetchRaw(method, path, merged(defaults, init)),
    request: (method, path, init) => client.request(method, path, merged(defaults, init)),
  };
}
