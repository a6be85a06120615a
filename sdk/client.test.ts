import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withOptions } from './call-options.ts';
import { createClient } from './client.ts';
import { createPublicClient } from './public-client.ts';
import { changeStatus } from './resources/agency-applications.ts';
import { type ApiError, TimeoutError } from './errors.ts';
import { eachItem } from './paginate.ts';
import { SDK_VERSION } from './version.ts';

/** A real local HTTP server whose answers each test scripts, recording what arrived and when. */
type Handler = (request: IncomingMessage, response: ServerResponse, index: number) => void;
const arrivals: { method: string; url: string; at: number; headers: IncomingMessage['headers'] }[] = [];
let handler: Handler = (_request, response) => response.end('{}');
const server = createServer((request, response) => {
  arrivals.push({ method: request.method!, url: request.url!, at: Date.now(), headers: request.headers });
  request.resume();
  handler(request, response, arrivals.length - 1);
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));
afterEach(() => {
  arrivals.length = 0;
  server.closeAllConnections();
});

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', connection: 'close', ...headers });
  response.end(JSON.stringify(body));
};
/** The error a call fails with (a call that succeeds fails the test). */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: ApiError & TimeoutError) => error,
  );
const refusal = (status: number, code: string, message: string) => ({ statusCode: status, code, message });

describe('retries', () => {
  it('waits out a 429 for as long as Retry-After says, then succeeds', async () => {
    handler = (_q, r, i) =>
      i === 0
        ? json(r, 429, refusal(429, 'RATE_LIMITED', 'Too many'), { 'retry-after': '1' })
        : json(r, 200, { ok: 1 });
    const answer = await createClient({ baseUrl }).request('GET', '/things');
    expect(answer).toEqual({ ok: 1 });
    expect(arrivals).toHaveLength(2);
    expect(arrivals[1].at - arrivals[0].at).toBeGreaterThanOrEqual(950);
  });

  it('retries a POST only with an Idempotency-Key, the same key each time; never an upload or a browser POST without one', async () => {
    handler = (_q, r, i) => (i < 2 ? json(r, 503, refusal(503, 'INTERNAL_ERROR', 'Down')) : json(r, 201, { made: 1 }));
    expect(await createClient({ baseUrl, retry: { minDelay: 1 } }).request('POST', '/leads', { body: {} })).toEqual({
      made: 1,
    });
    const keys = arrivals.map((a) => a.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    arrivals.length = 0;
    const given = await createClient({ baseUrl, retry: { minDelay: 1 } }).request('POST', '/leads', {
      body: {},
      idempotencyKey: 'crm-lead-77',
    });
    expect(given).toEqual({ made: 1 });
    expect(arrivals.map((a) => a.headers['idempotency-key'])).toEqual(['crm-lead-77', 'crm-lead-77', 'crm-lead-77']);

    arrivals.length = 0;
    handler = (_q, r) => json(r, 503, refusal(503, 'INTERNAL_ERROR', 'Down'));
    const upload = await failureOf(
      createClient({ baseUrl, retry: { minDelay: 1 } }).request('POST', '/documents', { form: new FormData() }),
    );
    expect(upload.kind).toBe('server');
    expect(arrivals).toHaveLength(1);
    expect(arrivals[0].headers['idempotency-key']).toBeUndefined();

    arrivals.length = 0;
    const widget = await failureOf(
      createPublicClient({ baseUrl, retry: { minDelay: 1 } }).request('POST', '/leads', { body: {} }),
    );
    expect(widget.kind).toBe('server');
    expect(arrivals).toHaveLength(1);
  });

  it('never retries a status change (a PUT that is not idempotent)', async () => {
    handler = (_q, r) => json(r, 503, refusal(503, 'INTERNAL_ERROR', 'Down'));
    await failureOf(changeStatus(createClient({ baseUrl, retry: { minDelay: 1 } }), 7, { status: 'SUBMITTED' }));
    expect(arrivals).toHaveLength(1);
  });

  it('retries gateway errors and dropped connections on idempotent calls, up to the limit', async () => {
    handler = (_q, r) => json(r, 503, refusal(503, 'INTERNAL_ERROR', 'Down'));
    const error = await failureOf(createClient({ baseUrl, retry: { retries: 3, minDelay: 1 } }).request('GET', '/x'));
    expect(error.status).toBe(503);
    expect(arrivals).toHaveLength(4);

    arrivals.length = 0;
    handler = (_q, r, i) => (i < 2 ? r.socket?.destroy() : json(r, 200, { back: true }));
    expect(await createClient({ baseUrl, retry: { minDelay: 1 } }).request('PUT', '/y', { body: {} })).toEqual({
      back: true,
    });
    expect(arrivals).toHaveLength(3);
  });

  it('can be turned off per client and per call, and gives up on a Retry-After longer than maxDelay', async () => {
    handler = (_q, r) => json(r, 429, refusal(429, 'RATE_LIMITED', 'Too many'), { 'retry-after': '120' });
    const error = await failureOf(createClient({ baseUrl }).request('GET', '/z'));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfter).toBe(120_000);
    expect(arrivals).toHaveLength(1);

    handler = (_q, r) => json(r, 503, refusal(503, 'INTERNAL_ERROR', 'Down'));
    arrivals.length = 0;
    await createClient({ baseUrl, retry: false })
      .request('GET', '/z')
      .catch(() => {});
    await createClient({ baseUrl })
      .request('GET', '/z', { retry: false })
      .catch(() => {});
    expect(arrivals).toHaveLength(2);
  });
});

describe('timeouts and aborts', () => {
  it('fails with a TimeoutError when no answer comes in time, per client or per call', async () => {
    handler = () => {}; // never answers
    const error = await failureOf(createClient({ baseUrl, timeout: 200, retry: false }).request('GET', '/slow'));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.timeout).toBe(200);
    const perCall = await failureOf(createClient({ baseUrl, retry: false }).request('GET', '/slow', { timeout: 150 }));
    expect(perCall).toBeInstanceOf(TimeoutError);
  });

  it('fails with a TimeoutError, not a DOMException, when the body stalls after the headers', async () => {
    handler = (_q, r) => {
      r.writeHead(200, { 'content-type': 'application/json' });
      r.write('{"partial":');
    };
    const error = await failureOf(createClient({ baseUrl, timeout: 200, retry: false }).request('GET', '/stall'));
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it("rejects with the caller's abort, not a timeout, and does not retry it", async () => {
    handler = () => {};
    const controller = new AbortController();
    const call = createClient({ baseUrl }).request('GET', '/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(call);
    expect(error.name).toBe('AbortError');
    expect(arrivals).toHaveLength(1);
  });
});

describe('errors, tokens and headers', () => {
  it('gives each refusal a kind, keeping status, code and field errors', async () => {
    const cases: [number, string, string][] = [
      [400, 'VALIDATION_ERROR', 'validation'],
      [400, 'BAD_REQUEST', 'bad_request'],
      [401, 'UNAUTHORIZED', 'unauthorized'],
      [403, 'FORBIDDEN', 'forbidden'],
      [404, 'NOT_FOUND', 'not_found'],
      [409, 'CONFLICT', 'conflict'],
      [413, 'PAYLOAD_TOO_LARGE', 'too_large'],
    ];
    for (const [status, code, kind] of cases) {
      handler = (_q, r) =>
        json(r, status, { ...refusal(status, code, 'No'), errors: [{ field: 'email', message: 'Bad' }] });
      const error = await failureOf(createClient({ baseUrl }).request('GET', '/e'));
      expect([error.status, error.code, error.kind, error.fieldError('email')]).toEqual([status, code, kind, 'Bad']);
    }
  });

  it('asks onUnauthorized once for a fresh token and repeats the call with it', async () => {
    handler = (q, r) =>
      q.headers.authorization === 'Bearer fresh-token-123'
        ? json(r, 200, { me: 1 })
        : json(r, 401, refusal(401, 'UNAUTHORIZED', 'Please sign in'));
    let asked = 0;
    const client = createClient({
      baseUrl,
      token: 'stale-token-123',
      onUnauthorized: async () => {
        asked++;
        return 'fresh-token-123';
      },
    });
    expect(await client.request('GET', '/auth/me')).toEqual({ me: 1 });
    expect(client.token).toBe('fresh-token-123');

    const refusing = createClient({
      baseUrl,
      token: 'stale-token-123',
      onUnauthorized: async () => {
        asked++;
        return 'also-stale-9';
      },
    });
    const error = await failureOf(refusing.request('GET', '/auth/me'));
    expect(error.kind).toBe('unauthorized');
    expect(asked).toBe(2);
  });

  it('gives one refresh at a time to the calls that meet a 401, never recursing, and not again after it failed', async () => {
    handler = (q, r) =>
      q.headers.authorization === 'Bearer fresh-token-123'
        ? json(r, 200, { me: 1 })
        : json(r, 401, refusal(401, 'UNAUTHORIZED', 'Please sign in'));
    let refreshes = 0;
    const client = createClient({
      baseUrl,
      token: 'stale-token-123',
      onUnauthorized: async () => {
        refreshes++;
        await new Promise((done) => setTimeout(done, 20));
        return 'fresh-token-123';
      },
    });
    expect(await Promise.all([1, 2, 3].map(() => client.request('GET', '/auth/me')))).toEqual([
      { me: 1 },
      { me: 1 },
      { me: 1 },
    ]);
    expect(refreshes).toBe(1);

    // The README's hook signs in again; with a password that stopped working the sign-in fails once.
    arrivals.length = 0;
    let logins = 0;
    const stale = createClient({
      baseUrl,
      token: 'stale-token-123',
      onUnauthorized: async (hookClient) => {
        logins++;
        return (await hookClient.request<{ token: string }>('POST', '/auth/login', { body: {} })).token;
      },
    });
    expect((await failureOf(stale.request('GET', '/auth/me'))).kind).toBe('unauthorized');
    expect((await failureOf(stale.request('GET', '/auth/me'))).kind).toBe('unauthorized');
    expect(logins).toBe(1);
    expect(arrivals.map((a) => `${a.method} ${a.url}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/login',
      'GET /api/auth/me',
    ]);
  });

  it("keeps the server's request id on errors, and sends a call's own headers and options", async () => {
    handler = (_q, r) => json(r, 404, refusal(404, 'NOT_FOUND', 'No'), { 'x-request-id': 'req-42' });
    const client = createClient({ baseUrl });
    expect((await failureOf(client.request('GET', '/gone'))).requestId).toBe('req-42');

    handler = (_q, r) => json(r, 200, {});
    const traced = withOptions(client, { headers: { 'x-trace': 'outer' }, idempotencyKey: 'same-key' });
    await traced.request('POST', '/things', { body: {}, headers: { 'x-own': 'inner' } });
    expect(arrivals.at(-1)?.headers).toMatchObject({
      'x-trace': 'outer',
      'x-own': 'inner',
      'idempotency-key': 'same-key',
    });
    traced.token = 'shared-token-1';
    expect(client.token).toBe('shared-token-1');
  });

  it("names the SDK's version and the integration in x-client", async () => {
    handler = (_q, r) => json(r, 200, {});
    await createClient({ baseUrl, clientName: 'acme-crm/2.1' }).request('GET', '/h');
    expect(arrivals[0].headers['x-client']).toBe(`study-europe-sdk/${SDK_VERSION} acme-crm/2.1`);
  });

  it('carries the version of sdk/package.json', async () => {
    const { default: pkg } = await import('./package.json', { with: { type: 'json' } });
    expect(SDK_VERSION).toBe(pkg.version);
  });
});

describe('pagination', () => {
  it('walks every page of a list as the loop asks, and stops on the last one', async () => {
    const all = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));
    handler = (q, r) => {
      const page = Number(new URL(q.url!, baseUrl).searchParams.get('page'));
      const items = all.slice((page - 1) * 10, page * 10);
      json(r, 200, { items, pagination: { page, limit: 10, total: 23, pages: 3 } });
    };
    const client = createClient({ baseUrl });
    type Page = { items: { id: number }[]; pagination: { page: number; limit: number; total: number; pages: number } };
    const seen: number[] = [];
    for await (const item of eachItem('items', (page) => client.request<Page>('GET', '/items', { query: { page } })))
      seen.push(item.id);
    expect(seen).toEqual(all.map((a) => a.id));
    expect(arrivals.map((a) => a.url)).toEqual(['/api/items?page=1', '/api/items?page=2', '/api/items?page=3']);

    arrivals.length = 0;
    for await (const item of eachItem('items', (page) => client.request<Page>('GET', '/items', { query: { page } }))) {
      if (item.id === 3) break;
    }
    expect(arrivals).toHaveLength(1);
  });
});
