import { createError } from 'h3';
import type { ErrorCode, FieldError } from '#sdk/schemas/common';

/** The one error shape of DESIGN.md, `{ statusCode, code, message, errors? }`, for code that rejects rather than throws. */
export const apiError = (
  statusCode: number,
  code: ErrorCode,
  message: string,
  errors?: FieldError[],
  retryAfterSeconds?: number,
) => createError({ statusCode, statusMessage: code, message, data: { code, errors, retryAfterSeconds } });

/**
 * Throws the one error shape of DESIGN.md: `{ statusCode, code, message, errors? }`. A 429 names
 * how long to wait (`retryAfterSeconds`), which `server/error.ts` sends as Retry-After.
 */
export function fail(
  statusCode: number,
  code: ErrorCode,
  message: string,
  errors?: FieldError[],
  retryAfterSeconds?: number,
): never {
  throw apiError(statusCode, code, message, errors, retryAfterSeconds);
}

export function notFound(what = 'Record'): never {
  fail(404, 'NOT_FOUND', `${what} not found`);
}

export function forbidden(message = 'You do not have access to this'): never {
  fail(403, 'FORBIDDEN', message);
}

export function conflict(message: string): never {
  fail(409, 'CONFLICT', message);
}

export function invalid(errors: FieldError[], message = 'Validation failed'): never {
  fail(400, 'VALIDATION_ERROR', message, errors);
}
