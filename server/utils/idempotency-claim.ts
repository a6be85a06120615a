import type { H3Event } from 'h3';
import { finishIdempotent } from '#server/services/idempotency/idempotency.service.ts';
import { startedApp } from './app.ts';
import { textAnswer } from './text-answer.ts';

/**
 * Ends the request's `Idempotency-Key` claim (server/middleware/writes-once.ts), once, before the
 * answer leaves (so a retry that follows the answer finds it): a success answer is kept for the
 * key's retries; a failure, a file or no answer lets the key go.
 */
export async function finishIdempotencyClaim(event: H3Event, body: unknown): Promise<void> {
  const claimed = event.context.idempotencyClaim as number | undefined;
  const app = startedApp();
  if (claimed === undefined || !app) return;
  event.context.idempotencyClaim = undefined;
  const answer = body === undefined ? undefined : textAnswer(event, body);
  await finishIdempotent(
    app.db,
    claimed,
    answer && { status: event.node.res.statusCode, contentType: answer.type, body: answer.bytes.toString('utf8') },
  );
}
