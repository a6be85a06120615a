import type { CallOptions, Client, ClientOptions, RequestInit } from './client-types.ts';
import { ApiError, TimeoutError } from './errors.ts';
import { inBrowser, queryString, wait } from './public-client.ts';
import { retryAfterMs, retryDelay } from './retry.ts';
import { SDK_VERSION } from './version.ts';

export type { CallOptions, Client, ClientOptions, RequestInit } from './client-types.ts';

/** The headers of a call: the SDK's, the token, the body's type, the idempotency key, then the caller's. */
function headersOf(
  client: Client,
  init: RequestInit,
  clientHeader: string,
  language: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (language) headers['accept-language'] = language;
  if (!inBrowser) headers['x-client'] = clientHeader;
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  if (init.body !== undefined && !init.form) headers['content-type'] = 'application/json';
  if (init.idempotencyKey !== undefined) headers['idempotency-key'] = init.idempotencyKey;
  return { ...headers, ...init.headers };
}

/** A timeout of the SDK's own or the abort reason of its timer (a body that stalls), as a TimeoutError. */
const asTimeout = (error: unknown, init: RequestInit, timeout: number) =>
  error instanceof TimeoutError ||
  init.signal?.aborted ||
  !(error instanceof Error || error instanceof DOMException) ||
  error.name !== 'TimeoutError'
    ? error
    : new TimeoutError(timeout);

export function createClient(options: ClientOptions): Client {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const apiBase = `${options.baseUrl.replace(/\/+$/, '')}/api`;
  const clientHeader = `study-europe-sdk/${SDK_VERSION}${options.clientName ? ` ${options.clientName}` : ''}`;
  const timeoutOf = (init: RequestInit) => init.timeout ?? options.timeout ?? 30_000;

  /** One attempt: the answer, or an ApiError, a TimeoutError, the caller's abort, or a network error. */
  async function attempt(client: Client, method: string, path: string, init: RequestInit): Promise<Response> {
    const timeout = timeoutOf(init);
    const timer = timeout > 0 ? AbortSignal.timeout(timeout) : undefined;
    const signals = [init.signal, timer].filter((s): s is AbortSignal => s !== undefined);
    try {
      const response = await doFetch(client.url(path, init.query), {
        method,
        headers: headersOf(client, init, clientHeader, options.language?.()),
        body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        signal: signals.length ? AbortSignal.any(signals) : undefined,
      });
      if (response.ok) return response;
      const retryAfter = retryAfterMs(response.headers.get('retry-after'));
      const requestId = response.headers.get('x-request-id') ?? undefined;
      const error = new ApiError(response.status, await response.json().catch(() => null), retryAfter);
      throw Object.assign(error, { requestId });
    } catch (error) {
      if (timer?.aborted && !init.signal?.aborted) throw new TimeoutError(timeout);
      throw error;
    }
  }

  /** The refresh under way (one at a time), and the token a refresh last failed for. */
  let refreshing: Promise<string | null | undefined> | undefined;
  let refreshFailedFor: string | null | undefined;

  /** A fresh token after a 401, or nothing: shared by the calls that meet a 401 while it runs. */
  async function refreshed(base: Client, sentWith: string | null): Promise<string | null | undefined> {
    // Another call's refresh ended after this call was sent: its token is the fresh one.
    if (base.token !== sentWith && !refreshing) return base.token;
    if (!options.onUnauthorized || (refreshFailedFor !== undefined && refreshFailedFor === base.token))
      return undefined;
    const failedToken = base.token;
    refreshing ??= options
      .onUnauthorized(clientOf({ retry: false }, false))
      .catch(() => undefined)
      .then((token) => {
        refreshFailedFor = token ? undefined : failedToken;
        return token;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  /** A client whose calls carry `defaults`; the one `createClient` answers has none. It shares the token. */
  function clientOf(defaults: CallOptions, mayRefresh: boolean): Client {
    const client: Client = {
      baseUrl: options.baseUrl,
      get token() {
        return state.token;
      },
      set token(value) {
        state.token = value;
      },
      url: (path, query) => `${apiBase}${path}${queryString(query)}`,
      async fetchRaw(method, path, own = {}) {
        const init: RequestInit = { ...defaults, ...own, headers: { ...defaults.headers, ...own.headers } };
        if (method === 'POST' && !init.form && init.idempotencyKey === undefined && !inBrowser)
          init.idempotencyKey = crypto.randomUUID();
        const retry = init.retry ?? options.retry ?? {};
        // A POST with an Idempotency-Key is made once by the server: it is retried as safely as a PUT.
        const retriedAs = method === 'POST' && init.idempotencyKey !== undefined && !init.form ? 'PUT' : method;
        let triedRefresh = false;
        for (let tries = 0; ; tries++) {
          const sentWith = client.token;
          try {
            return await attempt(client, method, path, init);
          } catch (error) {
            if (error instanceof ApiError && error.status === 401 && mayRefresh && !triedRefresh) {
              triedRefresh = true;
              const fresh = await refreshed(client, sentWith);
              if (fresh) {
                client.token = fresh;
                continue;
              }
            }
            const network = !(error instanceof ApiError || error instanceof TimeoutError || init.signal?.aborted);
            const failure = error instanceof ApiError ? error : network ? {} : undefined;
            const delay = retry && failure ? retryDelay(retry, tries, retriedAs, failure) : undefined;
            if (delay === undefined) throw error;
            await wait(delay, init.signal);
          }
        }
      },
      async request<T>(method: string, path: string, own?: RequestInit) {
        const response = await client.fetchRaw(method, path, own);
        if (response.status === 204) return undefined as T;
        try {
          return (await response.json()) as T;
        } catch (error) {
          throw asTimeout(error, { ...defaults, ...own }, timeoutOf({ ...defaults, ...own }));
        }
      },
    };
    return client;
  }

  const state = { token: options.token ?? options.apiKey ?? null };
  return clientOf({}, true);
}
