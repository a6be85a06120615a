import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './ports.ts';
import { postgresAvailable } from './postgres.ts';
import { redisAvailable } from './redis.ts';

/** A port nothing listens on: a service that did not start. */
const closedPort = await freePort();

describe('a missing PostgreSQL or Redis', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('skips the suites on a developer machine', async () => {
    vi.stubEnv('CI', '');
    expect(await postgresAvailable(`postgres://postgres@127.0.0.1:${closedPort}/test`)).toBe(false);
    expect(await redisAvailable('this check is', `redis://127.0.0.1:${closedPort}`)).toBe(false);
  });

  it('fails the run under CI', async () => {
    vi.stubEnv('CI', '1');
    await expect(postgresAvailable(`postgres://postgres@127.0.0.1:${closedPort}/test`)).rejects.toThrow(/CI needs it/);
    await expect(redisAvailable('this check is', `redis://127.0.0.1:${closedPort}`)).rejects.toThrow(/CI needs it/);
  });
});
