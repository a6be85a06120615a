import { uniqueViolation } from '#server/db/unique-violation.ts';

/**
 * What a refusal by the database means to the caller, for the error handler's last line of
 * defence: a unique violation that no service turned into its own answer is a 409 (another
 * request made the same record first), and PostgreSQL's data exceptions (class 22: a number out
 * of range, a NUL in text, a malformed value) are bad input. The root causes are fixed where
 * they arise (validation, atomic writes); this keeps any such gap from becoming a 500.
 */
export function databaseRefusal(
  error: unknown,
): { statusCode: 400 | 409; reason: 'RECORD_EXISTS' | 'VALUE_NOT_VALID' } | undefined {
  if (uniqueViolation(error)) return { statusCode: 409, reason: 'RECORD_EXISTS' };
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return { statusCode: 400, reason: 'VALUE_NOT_VALID' };
  return undefined;
}
