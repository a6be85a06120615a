import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as auth from '../../sdk/resources/auth.ts';
import { apiError, uniqueEmail } from '../support/api-error.ts';
import { startServer, type TestDialect, type TestServer } from '../support/server.ts';
import { describeApi } from '../support/suite.ts';

const PASSWORD = 'secret-password';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const failSignIn = async (server: TestServer, email: string) => {
  const error = await apiError(auth.login(server.client(), { email, password: 'wrong-password' }));
  return error.status;
};

const expectRateLimited = async (call: Promise<unknown>) => {
  const error = await apiError(call);
  expect(error.status).toBe(429);
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toBe('Too many failed sign-in attempts. Please try again later.');
};

const registered = async (server: TestServer, label: string) => {
  const email = uniqueEmail(label);
  await auth.register(server.client(), { email, password: PASSWORD, userType: 'STUDENT' });
  return email;
};

describeApi(
  'sign-in rate limit per account',
  (server) => {
    it('answers 429 after the limit of failures, even with the right password', async () => {
      const email = await registered(server(), 'limited');
      for (let i = 0; i < 3; i++) expect(await failSignIn(server(), email)).toBe(401);
      await expectRateLimited(auth.login(server().client(), { email, password: 'wrong-password' }));
      await expectRateLimited(auth.login(server().client(), { email, password: PASSWORD }));
      // Another account from the same address is not affected.
      const other = await registered(server(), 'unaffected');
      expect((await auth.login(server().client(), { email: other, password: PASSWORD })).user.email).toBe(other);
    });

    it('counts an unknown e-mail like a known one', async () => {
      const email = uniqueEmail('unknown');
      for (let i = 0; i < 3; i++) expect(await failSignIn(server(), email)).toBe(401);
      await expectRateLimited(auth.login(server().client(), { email, password: PASSWORD }));
    });

    it('counts the e-mail whatever its case', async () => {
      const email = await registered(server(), 'cased');
      for (const variant of [email, email.toUpperCase(), ` ${email} `]) expect(await failSignIn(server(), variant)).toBe(401);
      await expectRateLimited(auth.login(server().client(), { email, password: PASSWORD }));
    });

    it('starts counting again after a successful sign-in', async () => {
      const email = await registered(server(), 'recovers');
      for (let i = 0; i < 2; i++) expect(await failSignIn(server(), email)).toBe(401);
      await auth.login(server().client(), { email, password: PASSWORD });
      for (let i = 0; i < 2; i++) expect(await failSignIn(server(), email)).toBe(401);
      expect((await auth.login(server().client(), { email, password: PASSWORD })).user.email).toBe(email);
    });
  },
  { LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_ADDRESS: '1000' },
);

describeApi(
  'sign-in rate limit per address',
  (server) => {
    it('answers 429 to every account once an address has failed too often', async () => {
      const email = await registered(server(), 'victim');
      for (let i = 0; i < 4; i++) expect(await failSignIn(server(), uniqueEmail(`spray-${i}`))).toBe(401);
      await expectRateLimited(auth.login(server().client(), { email, password: PASSWORD }));
      await expectRateLimited(auth.login(server().client(), { email: uniqueEmail('fresh'), password: PASSWORD }));
      // Registration is not a sign-in and stays open.
      expect((await auth.register(server().client(), { email: uniqueEmail('still-open'), password: PASSWORD, userType: 'AGENCY' })).token).toBeTruthy();
    });
  },
  { LOGIN_LIMIT_PER_ACCOUNT: '1000', LOGIN_LIMIT_PER_ADDRESS: '4' },
);

describeApi(
  'sign-in rate limit window',
  (server) => {
    it('lets the account sign in again once the window has passed', async () => {
      const email = await registered(server(), 'window');
      for (let i = 0; i < 2; i++) expect(await failSignIn(server(), email)).toBe(401);
      await expectRateLimited(auth.login(server().client(), { email, password: PASSWORD }));
      await new Promise((done) => setTimeout(done, 2_100));
      expect((await auth.login(server().client(), { email, password: PASSWORD })).user.email).toBe(email);
    });
  },
  { LOGIN_LIMIT_PER_ACCOUNT: '2', LOGIN_LIMIT_PER_ADDRESS: '1000', LOGIN_LIMIT_WINDOW_SECONDS: '2' },
);

const redisReachable = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    console.warn(`\n*** Redis is not reachable at ${REDIS_URL} - the Redis rate-limit suite is SKIPPED ***\n`);
    return false;
  } finally {
    probe.disconnect();
  }
})();

if (redisReachable) {
  describeApi(
    'sign-in rate limit in Redis',
    (server) => {
      const redis = new Redis(REDIS_URL);
      const keys: string[] = [];
      let second: TestServer;

      beforeAll(async () => {
        // A second instance of the platform, on its own database, sharing only Redis.
        second = await startServer({
          dialect: server().dialect as TestDialect,
          env: { REDIS_URL, LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_ADDRESS: '1000000' },
        });
      }, 90_000);
      afterAll(async () => {
        await second?.stop();
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      });

      it('keeps the failure count in Redis, where every instance sees it', async () => {
        const email = await registered(server(), 'redis');
        const key = `study-europe:login:account:${email}`;
        keys.push(key);
        for (let i = 0; i < 3; i++) expect(await failSignIn(server(), email)).toBe(401);
        expect(Number(await redis.get(key))).toBe(3);
        const ttl = await redis.ttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(900);

        await expectRateLimited(auth.login(server().client(), { email, password: PASSWORD }));
        // The other instance has never seen this account fail, yet refuses it too.
        await expectRateLimited(auth.login(second.client(), { email, password: PASSWORD }));
      });

      it('clears the account count in Redis after a successful sign-in', async () => {
        const email = await registered(server(), 'redis-clear');
        const key = `study-europe:login:account:${email}`;
        keys.push(key);
        expect(await failSignIn(server(), email)).toBe(401);
        expect(Number(await redis.get(key))).toBe(1);
        await auth.login(server().client(), { email, password: PASSWORD });
        expect(await redis.exists(key)).toBe(0);
      });
    },
    { REDIS_URL, LOGIN_LIMIT_PER_ACCOUNT: '3', LOGIN_LIMIT_PER_ADDRESS: '1000000' },
  );
}
