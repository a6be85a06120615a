import { Redis } from 'ioredis';

/** The Redis the tests use. */
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers; when it does not, the suite named `what` skips and says so loudly.
 * Under CI (CI set) a missing Redis fails the run instead.
 */
export async function redisAvailable(what: string, url = REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    if (process.env.CI) throw new Error(`Redis is not reachable at ${url}, and CI needs it`);
    console.warn(`\n*** Redis is not reachable at ${url} - ${what} SKIPPED ***\n`);
    return false;
  } finally {
    probe.disconnect();
  }
}
