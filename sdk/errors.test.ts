import { describe, expect, it } from 'vitest';
import { createClient } from './client.ts';
import { ApiError } from './errors.ts';
import * as universities from './resources/universities.ts';

describe('ApiError', () => {
  it('reads "message (field: message, ...)" with the field list (spec part 1, 5)', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      errors: [
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
    expect(error.message).toBe(
      'Validation failed (email: Email is required, password: Password must be at least 6 characters)',
    );
    expect(error.serverMessage).toBe('Validation failed');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fieldError('password')).toBe('Password must be at least 6 characters');
    expect(error.fieldError('userType')).toBeUndefined();
  });

  it("keeps the refusal's code and the values its message names", () => {
    const error = new ApiError(413, {
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'cv.pdf is too large. Maximum size is 10MB.',
      reason: 'DOCUMENT_TOO_LARGE',
      params: { fileName: 'cv.pdf' },
    });
    expect([error.reason, error.params]).toEqual(['DOCUMENT_TOO_LARGE', { fileName: 'cv.pdf' }]);
    expect([new ApiError(502, null).reason, new ApiError(502, null).params]).toEqual([undefined, {}]);
  });

  it('reads the server message alone when there are no field errors', () => {
    const error = new ApiError(409, {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'An account with this email already exists',
      errors: [],
    });
    expect(error.message).toBe('An account with this email already exists');
    expect(error.errors).toEqual([]);
  });

  it('reads "HTTP error! status: {code}" when the server gave no message (spec part 1, 8)', () => {
    expect(new ApiError(502, null).message).toBe('HTTP error! status: 502');
    expect(new ApiError(503, { message: '' }).message).toBe('HTTP error! status: 503');
    expect(new ApiError(500, null).code).toBe('INTERNAL_ERROR');
    const withFields = new ApiError(400, { errors: [{ field: 'limit', message: 'Must be at most 100' }] });
    expect(withFields.message).toBe('HTTP error! status: 400 (limit: Must be at most 100)');
  });

  it('ignores a field list that is not a list', () => {
    const error = new ApiError(400, { message: 'Bad', errors: 'nonsense' as never });
    expect(error.errors).toEqual([]);
    expect(error.message).toBe('Bad');
  });

  it('is an Error named ApiError', () => {
    const error = new ApiError(404, { message: 'University not found', code: 'NOT_FOUND' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(String(error)).toBe('ApiError: University not found');
  });

  it('is what the client throws, also for an answer that is not JSON', async () => {
    const html = createClient({
      baseUrl: 'http://server.test',
      fetch: async () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
    });
    await expect(universities.list(html)).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      message: 'HTTP error! status: 502',
    });

    const body = {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      errors: [{ field: 'page', message: 'Must be at least 1' }],
    };
    const json = createClient({
      baseUrl: 'http://server.test',
      fetch: async () => Response.json(body, { status: 400 }),
    });
    await expect(universities.list(json, { page: 0 })).rejects.toMatchObject({
      message: 'Validation failed (page: Must be at least 1)',
    });
  });
});
