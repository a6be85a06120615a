import { afterAll, afterEach, beforeAll, describe, expect, inject } from 'vitest';
import { takeDisagreements } from './openapi-check.ts';
import { postgresAvailable } from './postgres.ts';
import { seedsAlike } from './seeded.ts';
import { startServer, type TestDialect, type TestServer } from './server.ts';

const dialect = (process.env.TEST_DIALECT as TestDialect) || 'sqlite';
const canRun = dialect === 'sqlite' || (await postgresAvailable());

/**
 * A describe block against one real server of the dialect this project runs (TEST_DIALECT).
 * The server starts once per file with the demo data (a copy of the project's seeded data unless `env`
 * changes what is seeded: tests/support/seeded-setup.ts); `server()` hands it to the tests. A test
 * fails when a call made through `server().client()` disagrees with the API document.
 */
export function describeApi(name: string, body: (server: () => TestServer) => void, env?: Record<string, string>) {
  const label = `${name} [${dialect}]`;
  if (!canRun) {
    describe.skip(`${label} (SKIPPED: PostgreSQL not reachable)`, () => body(() => undefined as never));
    return;
  }
  describe(label, () => {
    let current: TestServer;
    beforeAll(async () => {
      const seeded = seedsAlike(env) ? (inject('seeded') ?? undefined) : undefined;
      current = await startServer({ dialect, env, seeded });
    }, 90_000);
    afterAll(async () => {
      await current?.stop();
    });
    // Every SDK call a test made agreed with the API document (tests/support/openapi-check.ts).
    afterEach(() => {
      expect(takeDisagreements(), 'calls that disagree with the OpenAPI document').toEqual([]);
    });
    body(() => current);
  });
}
