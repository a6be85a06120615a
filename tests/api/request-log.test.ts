import { expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import { lineOf } from '#tests/support/log-lines.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('request log', (server) => {
  it('writes one JSON line per request with its id, route, status, duration and user, and sends the id back', async () => {
    const client = server().client();
    const { user } = await auth.login(client, { email: 'admin@test.local', password: 'admin-password' });
    const answer = await fetch(`${server().url}/api/auth/me?probe=secret-query`, {
      headers: { authorization: `Bearer ${client.token}` },
    });
    const requestId = answer.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const line = await lineOf(server().output, requestId);
    expect(line).toMatchObject({ method: 'GET', path: '/api/auth/me', status: 200, userId: user.id });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(new Date(line.time).toString()).not.toBe('Invalid Date');
  });

  it('keeps a request id that a proxy sent, and refuses one that is not an id', async () => {
    const kept = await fetch(`${server().url}/api/universities/meta/countries`, {
      headers: { 'x-request-id': 'edge-proxy-1234:abcd' },
    });
    expect(kept.headers.get('x-request-id')).toBe('edge-proxy-1234:abcd');
    const line = await lineOf(server().output, 'edge-proxy-1234:abcd');
    expect(line.status).toBe(200);
    expect(line.userId).toBeUndefined();

    const replaced = await fetch(`${server().url}/api/universities/meta/countries`, {
      headers: { 'x-request-id': 'a b <script>"quoted"' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs refusals with their status and never writes passwords, tokens or query strings', async () => {
    const client = server().client();
    await auth.login(client, { email: 'admin@test.local', password: 'admin-password' });
    const refused = await fetch(`${server().url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@test.local', password: 'wrong-password-in-body' }),
    });
    expect(refused.status).toBe(401);
    const line = await lineOf(server().output, refused.headers.get('x-request-id')!);
    expect(line).toMatchObject({ method: 'POST', path: '/api/auth/login', status: 401 });

    const everything = server().output();
    expect(everything).not.toContain('admin-password');
    expect(everything).not.toContain('wrong-password-in-body');
    expect(everything).not.toContain(client.token!);
    expect(everything).not.toContain('secret-query');
  });
});
