import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { countRequest, metrics } from '#server/services/operations/metrics.ts';
import { requestLog } from './log.ts';

/** The id a client or proxy sent (to follow one request across systems) when it is plainly an id, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && /^[\w.:-]{8,100}$/.test(sent) ? sent : randomUUID();
}

/**
 * Who answered a request: its id, the signed-in user once known, whether a reply kept in memory
 * answered it, and the template of the route that did (for the metrics).
 */
interface Answering {
  requestId: string;
  userId?: () => number | undefined;
  fromMemory?: true;
  route?: () => string | undefined;
}

/**
 * One JSON line once the answer has left (or the client went away): id, method, path (never the
 * query), status, duration, user id, the SDK's `x-client` name when an integration sent it, and
 * `fromMemory` for a reply kept in memory (server/plugins/answers-from-memory.ts). The same moment
 * counts the request in the metrics, when they are on (server/services/operations/metrics.ts).
 */
export function logWhenAnswered(
  request: IncomingMessage,
  response: ServerResponse,
  { requestId, userId, fromMemory, route }: Answering,
): void {
  const started = performance.now();
  const { method = 'GET', url = '/' } = request;
  metrics?.inFlight.inc();
  response.once('close', () => {
    const status = response.statusCode;
    if (metrics) {
      metrics.inFlight.dec();
      countRequest(method, route?.() ?? 'none', status, (performance.now() - started) / 1000);
    }
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
