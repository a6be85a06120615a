import { randomUUID } from 'node:crypto';
import { type H3Event, getRequestHeader, setResponseHeader } from 'h3';
import { defineNitroPlugin } from 'nitropack/runtime';
import { requestLog } from '#server/utils/log.ts';

/** An id a client or proxy sent (to follow one request across systems), when it is plainly an id. */
const forwardedId = (event: H3Event) => {
  const id = getRequestHeader(event, 'x-request-id');
  return id && /^[\w.:-]{8,100}$/.test(id) ? id : undefined;
};

/**
 * One JSON line per request once its answer has left (or the client went away): id, method,
 * path (never the query), status, duration, user id, and the SDK's `x-client` name when an integration
 * sent it. The id is sent back as `x-request-id`.
 */
export default defineNitroPlugin((nitro) => {
  nitro.hooks.hook('request', (event) => {
    const started = performance.now();
    const requestId = forwardedId(event) ?? randomUUID();
    event.context.requestId = requestId;
    setResponseHeader(event, 'x-request-id', requestId);
    const response = event.node.res;
    response.once('close', () => {
      const status = response.statusCode;
      requestLog[status >= 500 ? 'error' : 'info']({
        requestId,
        method: event.method,
        path: event.path.split('?')[0],
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        userId: event.context.user?.id,
        client: getRequestHeader(event, 'x-client')?.slice(0, 100),
        ...(response.writableFinished ? {} : { aborted: true }),
      });
    });
  });
});
