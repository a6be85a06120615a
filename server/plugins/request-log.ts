import { setResponseHeader } from 'h3';
import { defineNitroPlugin } from 'nitropack/runtime';
import { logWhenAnswered, requestIdOf } from '#server/utils/request-record.ts';

/** Every request gets an id, sent back as `x-request-id`, and leaves one log line (server/utils/request-record.ts). */
export default defineNitroPlugin((nitro) => {
  nitro.hooks.hook('request', (event) => {
    const requestId = requestIdOf(event.node.req);
    event.context.requestId = requestId;
    setResponseHeader(event, 'x-request-id', requestId);
    logWhenAnswered(event.node.req, event.node.res, {
      requestId,
      userId: () => event.context.user?.id,
      route: () => event.context.matchedRoute?.path,
    });
  });
});
