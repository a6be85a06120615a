import type { Counters } from './counters.ts';
import type { PlainRefusal } from '#sdk/schemas/refusals';
import { fail } from '#server/utils/errors.ts';
import { metrics } from '#server/services/operations/metrics.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one hit on every key first (atomically, in memory or Redis), then decides: past any
 * maximum the answer is 429 with Retry-After. Counting before deciding is what keeps a burst
 * of requests sent at the same moment from all passing a limit read before any was counted.
 */
export async function spend(counters: Counters, limits: Limit[], refusal: PlainRefusal): Promise<void> {
  const counts = await Promise.all(limits.map((limit) => counters.hit(limit.key, limit.windowSeconds)));
  const over = limits.filter((limit, i) => counts[i] > limit.max);
  if (!over.length) return;
  // Keys begin with what they limit (`login:…`, `register:…`): a bounded set of labels.
  metrics?.rateLimited.inc({ limit: over[0].key.split(':', 1)[0] });
  const waits = await Promise.all(over.map((limit) => counters.secondsLeft(limit.key)));
  fail(429, 'RATE_LIMITED', refusal, { retryAfterSeconds: Math.max(1, ...waits) });
}
