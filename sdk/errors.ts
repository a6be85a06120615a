import type { ErrorBody, ErrorCode, FieldError } from './schemas/common.ts';

/**
 * A failed call. `message` reads "message (field: message, ...)" as spec part 1, 5 says the
 * client shows it; `serverMessage` and `errors` keep the parts.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly serverMessage: string;
  readonly errors: FieldError[];

  constructor(status: number, body: Partial<ErrorBody> | null) {
    const serverMessage = body?.message || `HTTP error! status: ${status}`;
    const errors = Array.isArray(body?.errors) ? body.errors : [];
    const details = errors.map((e) => `${e.field}: ${e.message}`).join(', ');
    super(details ? `${serverMessage} (${details})` : serverMessage);
    this.status = status;
    this.code = body?.code ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
    this.serverMessage = serverMessage;
    this.errors = errors;
  }

  /** The message of one field, for showing it under that field. */
  fieldError(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }
}
