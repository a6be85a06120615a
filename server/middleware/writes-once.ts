// Nitro runs middleware in the order of their file names: this one comes last, so a replayed answer
// leaves with the API's headers and after the server is ready.
import { defineEventHandler, getRequestHeader, setResponseHeader, setResponseStatus } from 'h3';
import { requestHash, startIdempotent } from '#server/services/idempotency/idempotency.service.ts';
import { useApp } from '#server/utils/app.ts';
import { clientAddress, currentUser } from '#server/utils/auth.ts';
import { readJsonBody } from '#server/utils/json-body.ts';

/**
 * A POST to /api with `Idempotency-Key` is made once per caller and key: a retry of the same
 * request answers the first answer (with `Idempotency-Replayed: true`) for 24 hours. The caller is
 * the account signed in (by session or API key), else the network address. Uploads (multipart)
 * are not covered: their bodies stream to the file store and are not read twice.
 */
export default defineEventHandler(async (event) => {
  const key = getRequestHeader(event, 'idempotency-key');
  if (key === undefined || event.method !== 'POST' || !event.path.startsWith('/api/')) return;
  if (/^multipart\//i.test(getRequestHeader(event, 'content-type') ?? '')) return;
  const user = await currentUser(event);
  const caller = user ? `user:${user.id}` : `address:${clientAddress(event)}`;
  const hash = requestHash(event.method, event.path, await readJsonBody(event));
  const start = await startIdempotent(useApp().db, { caller, key, requestHash: hash });
  if ('claimed' in start) {
    event.context.idempotencyClaim = start.claimed;
    return;
  }
  setResponseStatus(event, start.replay.status);
  setResponseHeader(event, 'content-type', start.replay.contentType);
  setResponseHeader(event, 'idempotency-replayed', 'true');
  return start.replay.body;
});
