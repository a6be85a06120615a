import type { ErrorBody, ErrorCode, FieldError } from './schemas/common.ts';
import type { RefusalCode } from './schemas/refusals.ts';

/** What went wrong, for callers that branch on it (`switch (error.kind)`). */
export type ApiErrorKind =
  | 'validation'
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'server';

const kindOf = (status: number, code: ErrorCode): ApiErrorKind => {
  if (status >= 500) return 'server';
  if (code === 'VALIDATION_ERROR') return 'validation';
  const kinds: Record<number, ApiErrorKind> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'too_large',
    429: 'rate_limited',
  };
  return kinds[status] ?? 'bad_request';
};

/**
 * A failed call. `message` reads "message (field: message, ...)" as spec part 1, 5 says the
 * client shows it; `serverMessage` and `errors` keep the parts.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly kind: ApiErrorKind;
  readonly serverMessage: string;
  /** The refusal's stable code, to write it in the reader's language; absent when the answer had no error body. */
  readonly reason?: RefusalCode;
  /** The values the refusal's message names. */
  readonly params: Record<string, string | number>;
  readonly errors: FieldError[];
  /** For a 429: how long the server asked to wait, in ms (its Retry-After). */
  readonly retryAfter?: number;
  /**
   * The server's id of the request (its `X-Request-Id`), to find it in the server's log: set by
   * `createClient` (declared only, so the widgets' public client carries no code for it).
   */
  declare readonly requestId?: string;

  constructor(status: number, body: Partial<ErrorBody> | null, retryAfter?: number) {
    const serverMessage = body?.message || `HTTP error! status: ${status}`;
    const errors = Array.isArray(body?.errors) ? body.errors : [];
    const details = errors.map((e) => `${e.field}: ${e.message}`).join(', ');
    super(details ? `${serverMessage} (${details})` : serverMessage);
    this.status = status;
    this.code = body?.code ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
    this.kind = kindOf(status, this.code);
    this.serverMessage = serverMessage;
    this.reason = body?.reason;
    this.params = { ...body?.params };
    this.errors = errors;
    this.retryAfter = retryAfter;
  }

  /** The message of one field, for showing it under that field. */
  fieldError(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }
}

/** A call that got no answer within its `timeout` (ms). The caller's own abort stays an AbortError. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  /** The time it waited, in ms. */
  readonly timeout: number;
  constructor(timeout: number) {
    super(`No answer within ${timeout} ms`);
    this.timeout = timeout;
  }
}

/**
 * A sign-in whose password was right, of an account with a second factor: no session yet. Pass
 * `challengeToken` with a code to `verifyTwoFactor` (sdk/resources/two-factor.ts) to finish it.
 */
export class TwoFactorRequired extends Error {
  override readonly name: string = 'TwoFactorRequired';
  readonly challengeToken: string;

  constructor(challengeToken: string) {
    super('Enter the code from your authenticator app to finish signing in');
    this.challengeToken = challengeToken;
  }
}
