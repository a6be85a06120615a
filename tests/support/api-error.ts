import { ApiError } from '#sdk/errors';

/** The ApiError a call fails with; fails the test when the call succeeds or fails otherwise. */
export async function apiError(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail with an ApiError, but it succeeded');
}

/** A unique e-mail address, so that tests and repeated runs never collide. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
