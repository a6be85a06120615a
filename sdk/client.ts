import { ApiError } from './errors.ts';

export interface ClientOptions {
  /** Where the server is, e.g. `https://example.com` (the client adds `/api`). */
  baseUrl: string;
  /** A bearer token from login, register or refresh. */
  token?: string | null;
  fetch?: typeof globalThis.fetch;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestInit {
  query?: object;
  body?: unknown;
  /** Multipart: sent as is, with the browser's boundary. */
  form?: FormData;
  signal?: AbortSignal;
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

const queryString = (query: object | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function createClient(options: ClientOptions): Client {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const apiBase = `${options.baseUrl.replace(/\/+$/, '')}/api`;

  const client: Client = {
    baseUrl: options.baseUrl,
    token: options.token ?? null,
    url: (path, query) => `${apiBase}${path}${queryString(query)}`,
    async fetchRaw(method, path, init = {}) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (client.token) headers.authorization = `Bearer ${client.token}`;
      let body: BodyInit | undefined;
      if (init.form) body = init.form;
      else if (init.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.body);
      }
      const response = await doFetch(client.url(path, init.query), { method, headers, body, signal: init.signal });
      if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
      return response;
    },
    async request<T>(method: string, path: string, init?: RequestInit) {
      const response = await client.fetchRaw(method, path, init);
      if (response.status === 204) return undefined as T;
      return (await response.json()) as T;
    },
  };
  return client;
}
