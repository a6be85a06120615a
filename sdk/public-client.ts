import { ApiError, TimeoutError } from './errors.ts';
import type { Client, ClientOptions, RequestInit } from './client-types.ts';
import { retryAfterMs, retryDelay } from './retry.ts';
import { SDK_VERSION } from './version.ts';

type QueryValue = string | number | boolean | null | undefined;

export const queryString = (query: object | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((done, failed) => {
    signal?.throwIfAborted();
    const timer = setTimeout(done, ms);
    const abort = () => {
      clearTimeout(timer);
      failed(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });

// Browsers name themselves (and a custom header would cost widgets a CORS preflight); other callers say who they are.
export const inBrowser = typeof document !== 'undefined';

/**
 * The client for public pages and widgets: the transport alone (timeouts, retries of idempotent
 * calls), kept small because every widget carries it (sdk/tree-shaking.test.ts). `createClient`
 * (client.ts) adds what signed-in callers and integrations need.
 */
export function createPublicClient(options: ClientOptions): Client {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const apiBase = `${options.baseUrl.replace(/\/+$/, '')}/api`;
  const clientHeader = `study-europe-sdk/${SDK_VERSION}${options.clientName ? ` ${options.clientName}` : ''}`;

  /** One attempt: the answer, or an ApiError, a TimeoutError, the caller's abort, or a network error. */
  async function attempt(method: string, path: string, init: RequestInit): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (!inBrowser) headers['x-client'] = clientHeader;
    if (client.token) headers.authorization = `Bearer ${client.token}`;
    let body: BodyInit | undefined;
    if (init.form) body = init.form;
    else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const timeout = init.timeout ?? options.timeout ?? 30_000;
    const timer = timeout > 0 ? AbortSignal.timeout(timeout) : undefined;
    const signals = [init.signal, timer].filter((s): s is AbortSignal => s !== undefined);
    try {
      const response = await doFetch(client.url(path, init.query), {
        method,
        headers,
        body,
        signal: signals.length ? AbortSignal.any(signals) : undefined,
      });
      if (response.ok) return response;
      const retryAfter = retryAfterMs(response.headers.get('retry-after'));
      throw new ApiError(response.status, await response.json().catch(() => null), retryAfter);
    } catch (error) {
      if (timer?.aborted && !init.signal?.aborted) throw new TimeoutError(timeout);
      throw error;
    }
  }

  const client: Client = {
    baseUrl: options.baseUrl,
    token: options.token ?? options.apiKey ?? null,
    url: (path, query) => `${apiBase}${path}${queryString(query)}`,
    async fetchRaw(method, path, init = {}) {
      const retry = init.retry ?? options.retry ?? {};
      let refreshed = false;
      for (let tries = 0; ; tries++) {
        try {
          return await attempt(method, path, init);
        } catch (error) {
          if (error instanceof ApiError && error.status === 401 && options.onUnauthorized && !refreshed) {
            refreshed = true;
            const token = await options.onUnauthorized(client);
            if (token) {
              client.token = token;
              continue;
            }
          }
          const network = !(error instanceof ApiError || error instanceof TimeoutError || init.signal?.aborted);
          const failure = error instanceof ApiError ? error : network ? {} : undefined;
          const delay = retry && failure ? retryDelay(retry, tries, method, failure) : undefined;
          if (delay === undefined) throw error;
          await wait(delay, init.signal);
        }
      }
    },
    async request<T>(method: string, path: string, init?: RequestInit) {
      const response = await client.fetchRaw(method, path, init);
      if (response.status === 204) return undefined as T;
      return (await response.json()) as T;
    },
  };
  return client;
}
