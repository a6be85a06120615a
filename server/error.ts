import { type H3Error, type H3Event, getRequestURL, send, setResponseHeader, setResponseStatus } from 'h3';
import { defineNitroErrorHandler } from 'nitropack/runtime';
import type { ErrorBody, ErrorCode } from '#sdk/schemas/common';
import { type Refusal, refusalMessage } from '#sdk/schemas/refusals';
import { databaseRefusal } from '#server/utils/database-refusal.ts';
import type { RefusalData } from '#server/utils/errors.ts';
import { finishIdempotencyClaim } from '#server/utils/idempotency-claim.ts';
import { log } from '#server/utils/log.ts';

const CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'BAD_REQUEST',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Every failure leaves as `{ statusCode, code, message, reason, params?, errors? }` (ARCHITECTURE.md); a 500 never
 * shows internals.
 */
export default defineNitroErrorHandler(async function errorHandler(error: H3Error, event: H3Event) {
  const byDatabase = databaseRefusal(error.cause);
  if (byDatabase)
    log.warn(
      { requestId: event.context.requestId, err: error.cause },
      `database refused a request (${byDatabase.statusCode})`,
    );
  const statusCode =
    byDatabase?.statusCode ??
    (error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500);
  const data = (error.data ?? {}) as Partial<RefusalData>;
  const refusal: Refusal =
    statusCode >= 500
      ? { reason: 'SERVER_ERROR' }
      : byDatabase
        ? { reason: byDatabase.reason }
        : data.reason
          ? ({ reason: data.reason, params: data.params } as Refusal)
          : statusCode === 404
            ? { reason: 'ROUTE_NOT_FOUND', params: { path: getRequestURL(event).pathname } }
            : { reason: 'REQUEST_FAILED' };
  const body: ErrorBody = {
    statusCode,
    code: data.code ?? CODES[statusCode] ?? 'INTERNAL_ERROR',
    // A refusal the framework made itself keeps its own words; the rest say the refusal's message.
    message:
      refusal.reason === 'REQUEST_FAILED'
        ? error.message || error.statusMessage || 'Request failed'
        : refusalMessage(refusal),
    reason: refusal.reason,
  };
  if (refusal.params) body.params = refusal.params;
  if (data.errors?.length) body.errors = data.errors;
  if (statusCode >= 500) log.error({ requestId: event.context.requestId, err: error.cause ?? error }, 'request failed');
  if (data.retryAfterSeconds) setResponseHeader(event, 'retry-after', data.retryAfterSeconds);
  setResponseStatus(event, statusCode);
  setResponseHeader(event, 'content-type', 'application/json');
  // A failed request lets its Idempotency-Key go before its answer leaves: the retry is made anew.
  await finishIdempotencyClaim(event, undefined).catch((failure) =>
    log.error({ requestId: event.context.requestId, err: failure }, 'idempotency key not released'),
  );
  return send(event, JSON.stringify(body));
});
