import { createError } from 'h3';
import type { ErrorCode, FieldError } from '#sdk/schemas/common';
import { type PlainRefusal, type Refusal, refusalMessage } from '#sdk/schemas/refusals';

/** A refusal by its code alone (`'APPLICATION_CHANGED'`), or with the values its message names. */
export type RefusalOf = PlainRefusal | Refusal;

const asRefusal = (refusal: RefusalOf): Refusal => (typeof refusal === 'string' ? { reason: refusal } : refusal);

/** What `server/error.ts` reads from a refusal to answer it. */
export interface RefusalData {
  code: ErrorCode;
  reason: Refusal['reason'];
  params?: Record<string, string | number>;
  errors?: FieldError[];
  retryAfterSeconds?: number;
}

/**
 * The one error shape (ARCHITECTURE.md), `{ statusCode, code, message, reason, params?, errors? }`, for code that
 * rejects rather than throws: `message` is the refusal's English message (sdk/schemas/refusals.ts).
 */
export function apiError(
  statusCode: number,
  code: ErrorCode,
  refusal: RefusalOf,
  extra: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
) {
  const { reason, params } = asRefusal(refusal);
  const data: RefusalData = { code, reason, params, ...extra };
  return createError({ statusCode, statusMessage: code, message: refusalMessage(asRefusal(refusal)), data });
}

/**
 * Throws the one error shape. A 429 names how long to wait (`retryAfterSeconds`), which
 * `server/error.ts` sends as Retry-After.
 */
export function fail(
  statusCode: number,
  code: ErrorCode,
  refusal: RefusalOf,
  extra?: { errors?: FieldError[]; retryAfterSeconds?: number },
): never {
  throw apiError(statusCode, code, refusal, extra);
}

export function notFound(refusal: Extract<PlainRefusal, `${string}_NOT_FOUND`>): never {
  fail(404, 'NOT_FOUND', refusal);
}

export function forbidden(refusal: RefusalOf = 'NO_ACCESS'): never {
  fail(403, 'FORBIDDEN', refusal);
}

export function conflict(refusal: RefusalOf): never {
  fail(409, 'CONFLICT', refusal);
}

export function invalid(errors: FieldError[], refusal: RefusalOf = 'VALIDATION_FAILED'): never {
  fail(400, 'VALIDATION_ERROR', refusal, { errors });
}
