import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { REDIS_URL, redisAvailable } from '#tests/support/redis.ts';
import { startServer, type TestDialect, type TestServer } from '#tests/support/server.ts';
import { describeApi } from '#tests/support/suite.ts';

const PASSWORD = 'secret-password';
const GUESSER = { 'x-forwarded-for': '198.51.100.66' };
const OWNER = { 'x-forwarded-for': '192.0.2.10' };

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

/** A sign-in sent by hand, to read its headers or name the address a trusted proxy forwards. */
const rawLogin = (server: TestServer, email: string, password: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });

const registered = async (server: TestServer, label: string) => {
  const email = uniqueEmail(label);
  await auth.register(server.client(), { email, password: PASSWORD, userType: 'STUDENT' });
  return email;
};

describeApi(
  'sign-in rate limit per account and address',
  (server) => {
    it('slows the guessing address with 429, even with the right password, and lets the owner in from elsewhere', async () => {
      const email = await registered(server(), 'limited');
      for (let i = 0; i < 3; i++) expect((await rawLogin(server(), email, 'wrong', GUESSER)).status).toBe(401);
      expect((await rawLogin(server(), email, 'wrong', GUESSER)).status).toBe(429);
      expect((await rawLogin(server(), email, PASSWORD, GUESSER)).status).toBe(429);
      // The owner, from another address, is not kept out by the guesser.
      expect((await rawLogin(server(), email, PASSWORD, OWNER)).status).toBe(200);
      // Another account from the guessing address is not affected.
      const other = await registered(server(), 'unaffected');
      expect((await rawLogin(server(), other, PASSWORD, GUESSER)).status).toBe(200);
    });

    it('says when to try again (Retry-After, within the window)', async () => {
      const email = await registered(server(), 'retry-after');
      for (let i = 0; i < 3; i++) expect(await failSignIn(server(), email)).toBe(401);
      const refused = await rawLogin(server(), email, PASSWORD);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(900);
    });

    it('lets only the limit of 20 wrong passwords sent at once reach the password check', async () => {
      const email = await registered(server(), 'burst');
      const statuses = await Promise.all(Array.from({ length: 20 }, () => failSignIn(server(), email)));
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    });

    it('costs the same password work for an unknown e-mail as for a wrong password', async () => {
      const known = await registered(server(), 'timing');
      const timesOf = async (email: string) => {
        const times: number[] = [];
        for (let i = 0; i < 2; i++) {
          const start = performance.now();
          await rawLogin(server(), email, 'wrong-password');
          times.push(performance.now() - start);
        }
        return times;
      };
      // Interleaved rounds of two tries each; without the decoy check an unknown one answered in
      // about 1 ms against about 40 ms. Fresh accounts keep both under the limit of 3.
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let round = 0; round < 3; round++) {
        unknown.push(...(await timesOf(uniqueEmail('nobody'))));
        wrong.push(...(await timesOf(round ? await registered(server(), 'timing') : known)));
      }
      const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      expect(mid(unknown)).toBeGreaterThan(mid(wrong) / 3);
    });

    it('counts an unknown e-mail like a known one', async () => {
      const email = uniqueEmail('unknown');
      for (let i = 0; i < 3; i++) expect(await failSignIn(server(), email)).toBe(401);
      await expectRateLimited(auth.login(server().client(), { email, password: PASSWORD }));
    });

    it('counts the e-mail whatever its case', async () => {
      const email = await registered(server(), 'cased');
      for (const variant of [email, email.toUpperCase(), ` ${email} `])
        expect(await failSignIn(server(), variant)).toBe(401);
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
  { TRUSTED_PROXIES: '127.0.0.1', LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '3', LOGIN_LIMIT_PER_ADDRESS: '1000' },
);

describeApi(
  'sign-in rate limit per account, for guessing spread over many addresses',
  (server) => {
    it('refuses new addresses past the higher account-wide limit, and still lets the owner in from an address of theirs', async () => {
      const email = await registered(server(), 'spread');
      expect((await rawLogin(server(), email, PASSWORD, OWNER)).status).toBe(200);
      // One wrong password from each of five addresses: no address reaches its own limit.
      for (let i = 1; i <= 4; i++)
        expect((await rawLogin(server(), email, 'wrong', { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401);
      expect((await rawLogin(server(), email, 'wrong', { 'x-forwarded-for': '203.0.113.5' })).status).toBe(429);
      expect((await rawLogin(server(), email, PASSWORD, { 'x-forwarded-for': '203.0.113.6' })).status).toBe(429);
      // The address the owner signed in from does not count against the account-wide limit.
      expect((await rawLogin(server(), email, PASSWORD, OWNER)).status).toBe(200);
    });
  },
  {
    TRUSTED_PROXIES: '127.0.0.1',
    LOGIN_LIMIT_PER_ACCOUNT: '4',
    LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '1000',
    LOGIN_LIMIT_PER_ADDRESS: '1000',
  },
);

describeApi(
  'sign-in rate limit per address',
  (server) => {
    it('answers 429 to every account once an address has failed too often', async () => {
      const email = await registered(server(), 'victim');
      for (let i = 0; i < 4; i++) expect(await failSignIn(server(), uniqueEmail(`spray-${i}`))).toBe(401);
      await expectRateLimited(auth.login(server().client(), { email, password: PASSWORD }));
      await expectRateLimited(auth.login(server().client(), { email: uniqueEmail('fresh'), password: PASSWORD }));
      // A visitor's own X-Forwarded-For is not believed without TRUSTED_PROXIES: the socket counts.
      const spoofed = await fetch(`${server().url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(spoofed.status).toBe(429);
    });
  },
  { LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '1000', LOGIN_LIMIT_PER_ACCOUNT: '1000', LOGIN_LIMIT_PER_ADDRESS: '4' },
);

describeApi(
  'sign-in rate limit window',
  (server) => {
    it('lets the account sign in again once the window has passed', async () => {
      const email = await registered(server(), 'window');
      for (let i = 0; i < 2; i++) expect(await failSignIn(server(), email)).toBe(401);
      await expectRateLimited(auth.login(server().client(), { email, password: PASSWORD }));
      // Refused attempts do not extend the window: the sign-in succeeds once it has passed.
      await expect
        .poll(
          () =>
            auth.login(server().client(), { email, password: PASSWORD }).then(
              (answer) => answer.user.email,
              () => 'refused',
            ),
          { timeout: 6_000, interval: 250 },
        )
        .toBe(email);
    });
  },
  { LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '2', LOGIN_LIMIT_PER_ADDRESS: '1000', LOGIN_LIMIT_WINDOW_SECONDS: '2' },
);

describeApi(
  'rate limits behind trusted proxies, and for registration',
  (server) => {
    it('counts each forwarded client apart, so one visitor cannot lock out everyone behind the balancer', async () => {
      const email = await registered(server(), 'behind-proxy');
      for (let i = 0; i < 3; i++)
        expect(
          (await rawLogin(server(), uniqueEmail('spray'), PASSWORD, { 'x-forwarded-for': '198.51.100.1' })).status,
        ).toBe(401);
      expect((await rawLogin(server(), email, PASSWORD, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(429);
      expect((await rawLogin(server(), email, PASSWORD, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200);
      // What a client wrote left of the proxy's own entry is not believed.
      expect(
        (await rawLogin(server(), email, PASSWORD, { 'x-forwarded-for': '198.51.100.2, 198.51.100.1' })).status,
      ).toBe(429);
    });

    it('limits the accounts created from one address, with Retry-After', async () => {
      const register = (address: string) =>
        fetch(`${server().url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email: uniqueEmail('scripted'), password: PASSWORD, userType: 'STUDENT' }),
        });
      for (let i = 0; i < 2; i++) expect((await register('203.0.113.5')).status).toBe(201);
      const refused = await register('203.0.113.5');
      expect(refused.status).toBe(429);
      expect((await refused.json()).code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await register('203.0.113.6')).status).toBe(201);
    });
  },
  {
    TRUSTED_PROXIES: '127.0.0.1',
    LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '1000',
    LOGIN_LIMIT_PER_ACCOUNT: '1000',
    LOGIN_LIMIT_PER_ADDRESS: '3',
    REGISTER_LIMIT_PER_ADDRESS: '2',
  },
);

const redisReachable = await redisAvailable('the Redis rate-limit suite is');

if (redisReachable) {
  describeApi(
    'sign-in rate limit in Redis',
    (server) => {
      const redis = new Redis(REDIS_URL);
      const emails: string[] = [];
      let second: TestServer;

      beforeAll(async () => {
        // A second instance of the platform, on its own database, sharing only Redis.
        second = await startServer({
          dialect: server().dialect as TestDialect,
          env: { REDIS_URL, LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '3', LOGIN_LIMIT_PER_ADDRESS: '1000000' },
        });
      }, 90_000);
      afterAll(async () => {
        await second?.stop();
        for (const email of emails) {
          const keys = await redis.keys(`study-europe:login:*${email}*`);
          if (keys.length) await redis.del(...keys);
        }
        redis.disconnect();
      });

      it('keeps the failure count in Redis, where every instance sees it', async () => {
        const email = await registered(server(), 'redis');
        emails.push(email);
        const key = `study-europe:login:account:${email}`;
        for (let i = 0; i < 3; i++) expect(await failSignIn(server(), email)).toBe(401);
        expect(Number(await redis.get(key))).toBe(3);
        const ttl = await redis.ttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(3600);

        await expectRateLimited(auth.login(server().client(), { email, password: PASSWORD }));
        // The other instance has never seen this account fail, yet refuses it too.
        await expectRateLimited(auth.login(second.client(), { email, password: PASSWORD }));
      });

      it('clears the count of the account from this address in Redis after a successful sign-in', async () => {
        const email = await registered(server(), 'redis-clear');
        emails.push(email);
        expect(await failSignIn(server(), email)).toBe(401);
        const [key] = await redis.keys(`study-europe:login:account-address:${email}:*`);
        expect(Number(await redis.get(key))).toBe(1);
        await auth.login(server().client(), { email, password: PASSWORD });
        expect(await redis.exists(key)).toBe(0);
      });
    },
    { REDIS_URL, LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '3', LOGIN_LIMIT_PER_ADDRESS: '1000000' },
  );
}
