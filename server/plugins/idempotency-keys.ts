import { defineNitroPlugin } from 'nitropack/runtime';
import { finishIdempotencyClaim } from '#server/utils/idempotency-claim.ts';

/**
 * A claimed `Idempotency-Key` keeps its request's answer before it leaves; an answer sent by other
 * means (a file, no content) lets the key go. Failures let it go in server/error.ts.
 */
export default defineNitroPlugin((nitro) => {
  nitro.hooks.hook('beforeResponse', (event, response) => finishIdempotencyClaim(event, response.body));
  nitro.hooks.hook('afterResponse', (event) => finishIdempotencyClaim(event, undefined));
});
