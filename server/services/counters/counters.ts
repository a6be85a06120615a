/**
 * Short-lived counters for rate limits: in process memory by default, in Redis when
 * REDIS_URL is set so that every instance sees the same counts (ARCHITECTURE.md, Decisions;
 * redis-counters.ts).
 */
export interface Counters {
  /** Adds one to the key and answers the new count; the count expires after the window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  peek(key: string): Promise<number>;
  /** Takes back one hit (a sign-in counted before it was known to succeed). */
  undo(key: string): Promise<void>;
  /** Seconds until the key's window ends (at least 1 while it counts, 0 when it does not). */
  secondsLeft(key: string): Promise<number>;
  clear(key: string): Promise<void>;
  /** Resolves when the counters can be reached (the readiness probe). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): Counters {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.expiresAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowSeconds) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      counts.set(key, entry);
      if (counts.size > 100_000) for (const k of counts.keys()) live(k);
      return entry.count;
    },
    peek: async (key) => live(key)?.count ?? 0,
    async undo(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async secondsLeft(key) {
      const entry = live(key);
      return entry ? Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000)) : 0;
    },
    clear: async (key) => void counts.delete(key),
    ping: async () => {},
    close: async () => counts.clear(),
  };
}
