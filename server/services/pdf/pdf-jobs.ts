import { useApp } from '#server/utils/app.ts';
import { fail } from '#server/utils/errors.ts';
import { pdfPoolWaitSeconds } from './pdf-pool.ts';

/** PDFs each user is waiting for on this instance (its pool is its own). */
const waiting = new Map<number, number>();

/**
 * Runs a request that renders a PDF, at most `PDF_JOBS_PER_USER` at once per user: past it, 429
 * with Retry-After (the SDK asks again then), so one account asking for many PDFs at once takes
 * its turn instead of filling the pool that everyone's PDFs share.
 */
export async function pdfJob<T>(userId: number, task: () => Promise<T>): Promise<T> {
  const settings = useApp().config.pdf;
  const mine = waiting.get(userId) ?? 0;
  if (mine >= settings.perUser)
    fail(429, 'RATE_LIMITED', 'TOO_MANY_PDFS', { retryAfterSeconds: await pdfPoolWaitSeconds(settings) });
  waiting.set(userId, mine + 1);
  try {
    return await task();
  } finally {
    const left = (waiting.get(userId) ?? 1) - 1;
    if (left) waiting.set(userId, left);
    else waiting.delete(userId);
  }
}
