import { expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { rawAnswer } from '#tests/support/raw-answer.ts';
import { describeApi } from '#tests/support/suite.ts';

const DOCUMENT_ONLY = ['referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'];

describeApi('security headers', (server) => {
  it('gives an API answer the strictest policy and none of the headers only a document needs, cached or not', async () => {
    const url = `${server().url}/api/universities?limit=3`;
    // The first answer goes through the whole server; the second is the reply kept in memory.
    for (const answer of [await rawAnswer(url), await rawAnswer(url)]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      for (const name of DOCUMENT_ONLY) expect(answer.headers[name]).toBeUndefined();
    }
  });

  it('does the same for errors and for signed-in answers, which no cache keeps', async () => {
    const missing = await rawAnswer(`${server().url}/api/universities/999999999`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of DOCUMENT_ONLY) expect(missing.headers[name]).toBeUndefined();

    const { token } = await auth.register(server().client(), {
      email: uniqueEmail('headers'),
      password: 'student-password',
      userType: 'STUDENT',
    });
    const own = await rawAnswer(`${server().url}/api/auth/me`, { authorization: `Bearer ${token}` });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of DOCUMENT_ONLY) expect(own.headers[name]).toBeUndefined();
  });

  it("keeps the portal's headers on pages and on the API's own reference page", async () => {
    for (const path of ['/', '/universities', '/api/docs']) {
      const page = await rawAnswer(`${server().url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['permissions-policy']).toContain('camera=()');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});
