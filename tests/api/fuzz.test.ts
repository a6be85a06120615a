import { beforeAll, expect, it } from 'vitest';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as auth from '#sdk/resources/auth';
import * as universityProfile from '#sdk/resources/university-profile';
import type { UserType } from '#sdk/schemas/enums';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { methodOf, pathOf, routesOnDisk } from '#tests/support/routes.ts';
import { newStudent } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';
import { AUTHORISATION_MATRIX } from './authorisation-matrix.ts';

/**
 * Every route, called by a role that may call it, with hostile ids, queries, bodies, content
 * types and multipart parts, a few at once: no answer may be a 500, none may hang, and the
 * server's last line of defence (a database refusal turned into 400/409) must never be needed.
 * Bounded: about 40 requests per route, run 6 at a time.
 */

/** A small deterministic generator, so a failure repeats with the same inputs. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const IDS = [
  '0',
  '-1',
  '2147483648',
  '9007199254740994',
  '1e308',
  '1'.repeat(30),
  'abc',
  '1.5',
  '%00',
  '%E2%80%AE',
  '%20',
];
const VALUES: unknown[] = [
  2147483648,
  -1,
  1e308,
  9007199254740994,
  0.5,
  '\u0000',
  'a\u0000b',
  '\u202Eexe.pdf',
  'x'.repeat(20_000),
  '',
  ' ',
  '2026-02-30',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  null,
  true,
  [],
  {},
  [1, 2],
  { nested: { deeper: '\u0000' } },
];
const FIELDS = [
  'id',
  'universityId',
  'studentId',
  'programId',
  'name',
  'email',
  'password',
  'userType',
  'status',
  'kind',
  'agencySlug',
  'country',
  'city',
  'description',
  'documentType',
  'note',
  'token',
  'firstName',
  'gpa',
  'allowedOrigins',
  'brandColor',
  'page',
  'limit',
  'search',
  'applicationDeadline',
  'requiredDocuments',
];
const QUERY_KEYS = ['page', 'limit', 'search', 'status', 'country', 'sort', 'studentId', 'verified', 'kind', 'minRank'];
const QUERY_VALUES = ['-1', '0', '1e308', '2147483648', '%00', 'x'.repeat(3000), 'true', '[]', '%E2%80%AE', 'a&b=c'];

interface Attempt {
  label: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

function multipart(fields: Record<string, string>, fileHeader: string, content: Buffer) {
  const boundary = 'fuzzboundary';
  const text = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: new Uint8Array(
      Buffer.concat([
        Buffer.from(`${text}--${boundary}\r\nContent-Disposition: form-data; ${fileHeader}\r\n\r\n`),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    ),
  };
}

function attempts(route: string, next: () => number): Attempt[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const hasBody = !['GET', 'DELETE'].includes(methodOf(route));
  const base = pathOf(route, 1_000_000, 'demo-agency');
  const list: Attempt[] = [];
  if (route.includes('[')) for (const id of IDS) list.push({ label: `id ${id}`, path: pathOf(route, id, id) });
  for (let i = 0; i < 8; i++) {
    const query = Array.from({ length: 1 + Math.floor(next() * 3) }, () => `${pick(QUERY_KEYS)}=${pick(QUERY_VALUES)}`);
    list.push({ label: `query ${query.join('&')}`.slice(0, 120), path: `${base}?${query.join('&')}` });
  }
  list.push({ label: 'repeated query keys', path: `${base}?page=1&page=2&search=a&search[]=b&limit[x]=1` });
  if (!hasBody) return list;
  const json = (label: string, value: unknown) =>
    list.push({ label, path: base, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
  for (const value of [null, [], 'text', 42, true, {}]) json(`body ${JSON.stringify(value)}`, value);
  for (let i = 0; i < 12; i++) {
    const body = Object.fromEntries(
      Array.from({ length: 1 + Math.floor(next() * 6) }, () => [pick(FIELDS), pick(VALUES)]),
    );
    json(`body ${JSON.stringify(body).slice(0, 100)}`, body);
  }
  list.push(
    { label: 'broken JSON', path: base, headers: { 'content-type': 'application/json' }, body: '{"a":' },
    { label: 'text/plain', path: base, headers: { 'content-type': 'text/plain' }, body: 'email=a@b.co' },
    {
      label: 'form-urlencoded',
      path: base,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=%00&id=2147483648',
    },
    {
      label: 'JSON in latin1',
      path: base,
      headers: { 'content-type': 'application/json; charset=latin1' },
      body: '{"name":"\u00e9"}',
    },
    { label: 'multipart, no boundary', path: base, headers: { 'content-type': 'multipart/form-data' }, body: 'x' },
    {
      label: 'multipart, NUL field and name',
      path: base,
      ...multipart(
        { documentType: 'OTHER', description: 'a\u0000b' },
        `name="file"; filename*=UTF-8''a%00b.pdf`,
        Buffer.from('%PDF-1.4\n'),
      ),
    },
    {
      label: 'multipart, logo of garbage',
      path: base,
      ...multipart({}, 'name="logo"; filename="\u202Egnp.exe"', Buffer.from('not an image')),
    },
    {
      label: 'multipart, truncated',
      path: base,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: '--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
    },
  );
  return list;
}

describeApi(
  'fuzz: every route, hostile input, no 500 and no hang',
  (server) => {
    const tokens = {} as Record<UserType | 'anonymous', string | undefined>;

    beforeAll(async () => {
      tokens.STUDENT = (await newStudent(server())).client.token!;
      for (const userType of ['AGENCY', 'UNIVERSITY'] as const) {
        const client = server().client();
        await auth.register(client, { email: uniqueEmail(`fuzz-${userType}`), password: 'fuzz-password', userType });
        if (userType === 'AGENCY') await agencyProfile.setup(client, { name: 'Fuzz Agency', country: 'Germany' });
        else await universityProfile.setup(client, { name: 'Fuzz University', country: 'Germany', city: 'Bonn' });
        tokens[userType] = client.token!;
      }
      tokens.ADMIN = (
        await auth.login(server().client(), { email: 'admin@test.local', password: 'admin-password' })
      ).token;
    });

    it('answers every attempt without a 500 or a hang', { timeout: 110_000 }, async () => {
      const next = random(20261124);
      const jobs = routesOnDisk()
        .filter((route) => !AUTHORISATION_MATRIX[route]?.endsSession)
        .flatMap((route) => {
          const allow = AUTHORISATION_MATRIX[route]?.allow ?? 'anyone';
          const role = allow === 'anyone' ? 'anonymous' : allow === 'signed-in' ? 'STUDENT' : allow[0];
          return attempts(route, next).map((attempt) => ({ route, role, attempt }));
        });
      const failures: string[] = [];
      const run = async ({ route, role, attempt }: (typeof jobs)[number]) => {
        const token = tokens[role as UserType];
        try {
          const response = await fetch(`${server().url}${attempt.path}`, {
            method: methodOf(route),
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...attempt.headers },
            body: attempt.body,
            signal: AbortSignal.timeout(15_000),
          });
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${route} as ${role}, ${attempt.label}: ${response.status}`);
        } catch (error) {
          failures.push(`${route} as ${role}, ${attempt.label}: ${(error as Error).name}`);
        }
      };
      const queue = [...jobs];
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          for (let job = queue.shift(); job; job = queue.shift()) await run(job);
        }),
      );
      expect(jobs.length).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
      const refusals = server()
        .output()
        .split('\n')
        .filter((line) => line.includes('database refused a request'));
      expect(refusals, 'input that reached the database and was refused there').toEqual([]);
    });
  },
  {
    LOGIN_LIMIT_PER_ACCOUNT: '100000',
    LOGIN_LIMIT_PER_ACCOUNT_AND_ADDRESS: '100000',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    LEAD_LIMIT_PER_ADDRESS: '100000',
    SUGGEST_LIMIT_PER_ADDRESS: '100000',
    RESET_LIMIT_PER_ADDRESS: '100000',
  },
);
