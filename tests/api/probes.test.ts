import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { lineOf } from '#tests/support/log-lines.ts';
import { createTestDatabase, postgresAvailable } from '#tests/support/postgres.ts';
import { REDIS_URL, redisAvailable } from '#tests/support/redis.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';
import { describeApi } from '#tests/support/suite.ts';
import { startTcpProxy } from '#tests/support/tcp-proxy.ts';

const probe = async (server: TestServer, path: '/healthz' | '/readyz') => {
  const answer = await fetch(`${server.url}${path}`);
  return { status: answer.status, body: await answer.json(), cacheControl: answer.headers.get('cache-control') };
};

describeApi('probes', (server) => {
  it('answers /healthz 200 and /readyz 200 with each dependency checked, by name and outcome only', async () => {
    expect(await probe(server(), '/healthz')).toEqual({
      status: 200,
      body: { status: 'alive' },
      cacheControl: 'no-store',
    });
    // Without REDIS_URL there is no Redis to check.
    expect(await probe(server(), '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', files: 'ok' } },
      cacheControl: 'no-store',
    });
  });

  it('leaves no request log line for a probe', async () => {
    await fetch(`${server().url}/readyz`, { headers: { 'x-request-id': 'probe-readyz-0001' } });
    await fetch(`${server().url}/healthz`, { headers: { 'x-request-id': 'probe-healthz-0001' } });
    // Lines are written in order: once the next request's line is there, a probe's would be too.
    await fetch(`${server().url}/api/universities/meta/countries`, {
      headers: { 'x-request-id': 'after-probes-0001' },
    });
    await lineOf(server().output, 'after-probes-0001');
    expect(server().output()).not.toContain('probe-readyz-0001');
    expect(server().output()).not.toContain('probe-healthz-0001');
  });
});

const onPostgres = process.env.TEST_DIALECT === 'postgres' && (await postgresAvailable());
const withRedis = onPostgres && (await redisAvailable('the probes with Redis are'));

/** The number `server/db/startup-lock.ts` takes while an instance migrates and seeds. */
const STARTUP_LOCK = 5_316_202_611;

describe.runIf(withRedis)('probes when a dependency is away [postgres]', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers /readyz 503 naming the database while PostgreSQL is unreachable, and 200 again once it is back', async () => {
    const database = await createTestDatabase('study_probes');
    cleanups.push(database.drop);
    const target = new URL(database.url);
    const relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(relay.stop);
    const viaRelay = new URL(database.url);
    viaRelay.port = String(relay.port);
    const server = await startServer({
      dialect: 'postgres',
      databaseUrl: viaRelay.toString(),
      env: { REDIS_URL },
    });
    cleanups.push(server.stop);

    expect(await probe(server, '/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'ok', files: 'ok' } },
    });
    relay.cut();
    const away = await probe(server, '/readyz');
    expect(away.status).toBe(503);
    expect(away.body).toEqual({
      status: 'unready',
      checks: { database: expect.stringMatching(/^(failed|timeout)$/), redis: 'ok', files: 'ok' },
    });
    expect(JSON.stringify(away.body)).not.toContain(String(relay.port));
    expect((await probe(server, '/healthz')).status).toBe(200);

    relay.heal();
    await expect.poll(async () => (await probe(server, '/readyz')).status, { timeout: 10_000 }).toBe(200);
  });

  it('answers /readyz 503 "starting" until the start-up work is done, while /healthz answers 200', async () => {
    const database = await createTestDatabase('study_probes_start');
    cleanups.push(database.drop);
    // Another instance's start-up holds the lock: this one waits for it, as in a rolling deploy.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    const server = await startServer({ dialect: 'postgres', databaseUrl: database.url, answering: false });
    cleanups.push(server.stop);

    await expect
      .poll(() => probe(server, '/healthz').catch(() => undefined), { timeout: 30_000 })
      .toMatchObject({
        status: 200,
      });
    expect(await probe(server, '/readyz')).toMatchObject({ status: 503, body: { status: 'starting' } });
    await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    await expect.poll(async () => (await probe(server, '/readyz')).status, { timeout: 30_000 }).toBe(200);
  });
});
