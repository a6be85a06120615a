import { Redis } from 'ioredis';
import type { Counters } from './counters.ts';

/** The counters in Redis (REDIS_URL), shared by every instance; loaded only when Redis is configured. */
export function redisCounters(url: string, prefix = 'study-europe:'): Counters {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, windowSeconds) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .exec()) as [[null, number]];
      return count;
    },
    peek: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    // Only an existing count goes down: a key that expired meanwhile is not brought back at -1.
    undo: async (key) =>
      void (await redis.eval(
        "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        prefix + key,
      )),
    // TTL answers -2 for a missing key and -1 for one without expiry.
    secondsLeft: async (key) => Math.max(await redis.ttl(prefix + key), 0),
    clear: async (key) => void (await redis.del(prefix + key)),
    ping: async () => void (await redis.ping()),
    close: async () => void (await redis.quit()),
  };
}
