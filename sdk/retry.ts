/** When and how long to wait before trying a call again. */
export interface RetryOptions {
  /** Further attempts after the first (default 2). */
  retries?: number;
  /** The first backoff in ms, doubled each time (default 300). */
  minDelay?: number;
  /** The longest wait in ms, Retry-After included: a longer Retry-After fails at once (default 30 000). */
  maxDelay?: number;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const GATEWAY = new Set([502, 503, 504]);

/** Seconds or an HTTP date, as Retry-After carries them; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long to wait before attempt `attempt + 1`, or undefined to give up. Only idempotent methods
 * are retried (a POST never is: it might create twice), after a 429, a network error or a 502/503/504.
 */
export function retryDelay(
  options: RetryOptions,
  attempt: number,
  method: string,
  failure: { status?: number; retryAfter?: number },
): number | undefined {
  const { retries = 2, minDelay = 300, maxDelay = 30_000 } = options;
  if (attempt >= retries) return undefined;
  const retryable = failure.status === undefined || failure.status === 429 || GATEWAY.has(failure.status);
  if (!IDEMPOTENT.has(method) || !retryable) return undefined;
  if (failure.retryAfter !== undefined) return failure.retryAfter <= maxDelay ? failure.retryAfter : undefined;
  const backoff = Math.min(maxDelay, minDelay * 2 ** attempt);
  return backoff / 2 + Math.random() * (backoff / 2);
}
