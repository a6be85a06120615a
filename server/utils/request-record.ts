import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestLog } from './log.ts';

/** The id a client or proxy sent (to follow one request across systems) when it is plainly an id, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && /^[\w.:-]{8,100}$/.test(sent) ? sent : randomUUID();
}

/** Who answered a request: its id, the signed-in user once known, and whether a reply kept in memory answered it. */
interface Answering {
  requestId: string;
  userId?: () => number | undefined;
  fromMemory?: true;
}

/**
 * One JSON line once the answer has left (or the client went away): id, method, path (never the
 * query), status, duration, user id, the SDK's `x-client` name when an integration sent it, and
 * `fromMemory` for a reply kept in memory (server/plugins/answers-from-memory.ts).
 */
export function logWhenAnswered(
  request: IncomingMessage,
  response: ServerResponse,
  { requestId, userId, fromMemory }: Answering,
): void {
  const started = performance.now();
  const { method, url = '/' } = request;
  response.once('close', () => {
    const status = response.statusCode;
    const client = request.headers['x-client'];
    requestLog[status >= 500 ? 'error' : 'info']({
      requestId,
      method,
      path: url.split('?')[0],
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      userId: userId?.(),
      client: typeof client === 'string' ? client.slice(0, 100) : undefined,
      fromMemory,
      ...(response.writableFinished ? {} : { aborted: true }),
    });
  });
}
