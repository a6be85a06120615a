import { type H3Error, type H3Event, getRequestURL, send, setResponseHeader, setResponseStatus } from 'h3';
import { defineNitroErrorHandler } from 'nitropack/runtime';
import type { ErrorBody, ErrorCode } from '#sdk/schemas/common';
import { databaseRefusal } from '#server/utils/database-refusal.ts';
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

/** Every failure leaves as `{ statusCode, code, message, errors? }` (DESIGN.md); a 500 never shows internals. */
export default defineNitroErrorHandler(function errorHandler(error: H3Error, event: H3Event) {
  const refusal = databaseRefusal(error.cause);
  if (refusal)
    log.warn(
      { requestId: event.context.requestId, err: error.cause },
      `database refused a request (${refusal.statusCode})`,
    );
  const statusCode =
    refusal?.statusCode ??
    (error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500);
  const data = (error.data ?? {}) as { code?: ErrorCode; errors?: ErrorBody['errors']; retryAfterSeconds?: number };
  const body: ErrorBody = {
    statusCode,
    code: data.code ?? CODES[statusCode] ?? 'INTERNAL_ERROR',
    message:
      statusCode >= 500
        ? 'Something went wrong on our side. Please try again.'
        : statusCode === 404 && !data.code
          ? `Not found: ${getRequestURL(event).pathname}`
          : (refusal?.message ?? (error.message || error.statusMessage || 'Request failed')),
  };
  if (data.errors?.length) body.errors = data.errors;
  if (statusCode >= 500) log.error({ requestId: event.context.requestId, err: error.cause ?? error }, 'request failed');
  if (data.retryAfterSeconds) setResponseHeader(event, 'retry-after', data.retryAfterSeconds);
  setResponseStatus(event, statusCode);
  setResponseHeader(event, 'content-type', 'application/json');
  return send(event, JSON.stringify(body));
});
