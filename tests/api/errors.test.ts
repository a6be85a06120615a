import { expect, it } from 'vitest';
import { ERROR_CODES } from '#sdk/schemas/common';
import { REFUSAL_CODES } from '#sdk/schemas/refusals';
import { describeApi } from '#tests/support/suite.ts';

/** Every failure has the one error shape (ARCHITECTURE.md): `{ statusCode, code, message, reason, params?, errors? }`. */
const expectErrorShape = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await response.json();
  expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
  expect(ERROR_CODES).toContain(body.code);
  expect(REFUSAL_CODES).toContain(body.reason);
  expect(body.message.length).toBeGreaterThan(0);
  expect(
    Object.keys(body).every((key) => ['statusCode', 'code', 'message', 'reason', 'params', 'errors'].includes(key)),
  ).toBe(true);
  if (body.errors !== undefined) {
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) expect(error).toEqual({ field: expect.any(String), message: expect.any(String) });
  }
  return body;
};

describeApi('errors', (server) => {
  const call = (path: string, init: RequestInit = {}) => fetch(`${server().url}${path}`, init);
  const postJson = (path: string, body: string, contentType = 'application/json') =>
    call(path, { method: 'POST', headers: { 'content-type': contentType }, body });

  it.each(['/api/nothing-here', '/api/universities/1/nothing', '/api/auth', '/api', '/api/admin/nothing'])(
    'answers the unknown API route %s with a JSON 404',
    async (path) => {
      const body = await expectErrorShape(await call(path), 404);
      expect(body).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `Not found: ${path}`,
        reason: 'ROUTE_NOT_FOUND',
        params: { path },
      });
    },
  );

  it('answers an unknown method on a known route with a JSON error, not the portal', async () => {
    for (const method of ['DELETE', 'PUT', 'PATCH']) {
      const response = await call('/api/universities', { method });
      expect([404, 405]).toContain(response.status);
      await expectErrorShape(response, response.status);
    }
  });

  it.each(['{bad', '{"email": "a@b.co",}', '[', '{"email": "\\x"}', '{"a": tru}'])(
    'answers the broken JSON body %j with 400',
    async (text) => {
      const body = await expectErrorShape(await postJson('/api/auth/login', text), 400);
      expect(body).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The request body is not valid JSON',
        reason: 'BODY_NOT_JSON',
      });
    },
  );

  it.each([
    ['an array', '[1, 2]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
    ['nothing', ''],
    ['a deeply nested object', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
  ])('answers %s as a login body with 400 and the field list', async (_, text) => {
    const body = await expectErrorShape(await postJson('/api/auth/login', text), 400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors.length).toBeGreaterThan(0);
  });

  it('answers a body sent as text with 400 and the field list', async () => {
    const body = await expectErrorShape(await postJson('/api/auth/register', 'email=a@b.co', 'text/plain'), 400);
    expect(body.errors).toBeDefined();
  });

  it('answers a validation failure with every field and its message', async () => {
    const body = await expectErrorShape(
      await postJson('/api/auth/register', JSON.stringify({ email: 'nope', password: '1' })),
      400,
    );
    expect(body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      reason: 'VALIDATION_FAILED',
      errors: [
        { field: 'email', message: 'Email is invalid' },
        { field: 'password', message: 'Password must be at least 6 characters' },
        { field: 'userType', message: 'Please select an account type' },
      ],
    });
  });

  it('names a value of the wrong type as such, and a missing one as missing', async () => {
    const body = await expectErrorShape(
      await postJson('/api/auth/register', JSON.stringify({ email: 12, password: ['secret1'], userType: 'STUDENT' })),
      400,
    );
    expect(body.errors).toEqual([
      { field: 'email', message: 'Must be text' },
      { field: 'password', message: 'Must be text' },
    ]);
    const missing = await expectErrorShape(
      await postJson('/api/auth/register', JSON.stringify({ email: null, password: 'secret1', userType: 'STUDENT' })),
      400,
    );
    expect(missing.errors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('answers missing sign-in with a JSON 401 and a wrong role with a JSON 403', async () => {
    expect(await expectErrorShape(await call('/api/auth/me'), 401)).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Please sign in',
      reason: 'SIGN_IN_REQUIRED',
    });
    await expectErrorShape(
      await call('/api/auth/me', { headers: { authorization: 'Bearer nonsense-token-value' } }),
      401,
    );
    await expectErrorShape(await call('/api/auth/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }), 401);
    const registered = await (
      await postJson(
        '/api/auth/register',
        JSON.stringify({ email: `errors-${Date.now()}@example.com`, password: 'secret-password', userType: 'STUDENT' }),
      )
    ).json();
    const forbidden = await expectErrorShape(
      await call('/api/admin/users', { headers: { authorization: `Bearer ${registered.token}` } }),
      403,
    );
    expect([forbidden.code, forbidden.reason]).toEqual(['FORBIDDEN', 'NO_ACCESS']);
  });

  it('answers a conflict with a JSON 409', async () => {
    const payload = JSON.stringify({
      email: `twice-${Date.now()}@example.com`,
      password: 'secret-password',
      userType: 'AGENCY',
    });
    expect((await postJson('/api/auth/register', payload)).status).toBe(201);
    const body = await expectErrorShape(await postJson('/api/auth/register', payload), 409);
    expect([body.code, body.reason]).toEqual(['CONFLICT', 'EMAIL_TAKEN']);
  });

  it('keeps serving after a burst of bad requests', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => postJson('/api/auth/login', i % 2 ? '{bad' : '[]')));
    expect((await call('/api/universities?limit=1')).status).toBe(200);
  });
});
