import type { RetryOptions } from './retry.ts';

export interface ClientOptions {
  /** Where the server is, e.g. `https://example.com` (the client adds `/api`). */
  baseUrl: string;
  /** A bearer token from login, register or refresh. */
  token?: string | null;
  /** An API key (`sek_…`, made under Settings, API keys) instead of a person's sign-in. */
  apiKey?: string;
  fetch?: typeof globalThis.fetch;
  /** Give up on a call after this many ms with a TimeoutError (default 30 000; 0: never). */
  timeout?: number;
  /** Retries of idempotent calls after a 429, a network or a gateway error (see RetryOptions); `false`: none. */
  retry?: RetryOptions | false;
  /**
   * Called when a call answers 401: return a fresh token (e.g. from `auth.refresh` or a new login)
   * and the call is made again with it; return nothing to let the 401 through. One refresh at a
   * time: calls that meet a 401 meanwhile wait for it. The client it is given never calls it again
   * (a login that fails inside it fails, it does not recurse), and a refresh that failed is not
   * tried again until the token changes.
   */
  onUnauthorized?: (client: Client) => Promise<string | null | undefined>;
  /** Names your integration in the server's logs, e.g. `acme-crm/2.1` (sent after the SDK's own name). */
  clientName?: string;
  /**
   * The reader's language (`en` or `ar`), sent as `Accept-Language`: the texts the server writes
   * into answers (an application's eligibility reasons) are in it. A function: asked per call.
   */
  language?: () => string | undefined;
}

/** Options of one call (or of every call through `withOptions(client, options)`). */
export interface CallOptions {
  /** The caller's abort: aborting rejects the call with the signal's reason (an AbortError). */
  signal?: AbortSignal;
  /** This call's timeout in ms, instead of the client's. */
  timeout?: number;
  /** This call's retries, instead of the client's; `false` turns them off. */
  retry?: RetryOptions | false;
  /** Headers added to the call's own. */
  headers?: Record<string, string>;
  /**
   * The `Idempotency-Key` of a POST: the server makes it once and answers a retry with the first
   * answer. Outside browsers every JSON POST gets a fresh one unless given, so POSTs are retried
   * like idempotent calls; in a browser a POST is retried only with a key given here.
   */
  idempotencyKey?: string;
}

export interface RequestInit extends CallOptions {
  query?: object;
  body?: unknown;
  /** Multipart: sent as is, with the browser's boundary (never retried: uploads take no idempotency key). */
  form?: FormData;
}

/** The transport every resource function takes. It knows the server and the token, nothing else. */
export interface Client {
  readonly baseUrl: string;
  token: string | null;
  request<T>(method: string, path: string, init?: RequestInit): Promise<T>;
  /** The full address of a call, for transports other than fetch (an upload with progress). */
  url(path: string, query?: object): string;
  /** The raw answer, for downloads. Fails with ApiError like `request`. */
  fetchRaw(method: string, path: string, init?: RequestInit): Promise<Response>;
}
