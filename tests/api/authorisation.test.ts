import { beforeAll, expect, it } from 'vitest';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as universityClaims from '#sdk/resources/admin-university-claims';
import * as auth from '#sdk/resources/auth';
import * as twoFactor from '#sdk/resources/two-factor';
import * as leads from '#sdk/resources/leads';
import * as programs from '#sdk/resources/programs';
import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import * as universityApplications from '#sdk/resources/university-applications';
import * as universityProfile from '#sdk/resources/university-profile';
import { MAX_ID } from '#sdk/schemas/common';
import type { UserType } from '#sdk/schemas/enums';
import { TWO_FACTOR_REQUIRED_TYPES } from '#sdk/schemas/two-factor';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { joinedMember } from '#tests/support/agency-team.ts';
import { methodOf, pathOf, routesOnDisk } from '#tests/support/routes.ts';
import { newStudent } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';
import { enrol, signInWithCode } from '#tests/support/two-factor.ts';
import type { TestServer } from '#tests/support/server.ts';
import { AUTHORISATION_MATRIX, type OwnedRecord, type RouteRule } from './authorisation-matrix.ts';

const ROLES: UserType[] = ['STUDENT', 'AGENCY', 'UNIVERSITY', 'ADMIN'];
const ROUTES = routesOnDisk();

async function call(server: TestServer, route: string, id: number, token?: string, body: object = {}) {
  const method = methodOf(route);
  const response = await fetch(`${server.url}${pathOf(route, id)}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The routes a signed-in user who must still set up a second factor may use: who they are, the set-up, signing out. */
const WHILE_ENROLLING = [
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/2fa/enable',
];

const allows = (rule: RouteRule, role: UserType | 'anonymous') =>
  rule.allow === 'anyone' || (role !== 'anonymous' && (rule.allow === 'signed-in' || rule.allow.includes(role)));

it('has a row for every route file, and no row for a route that is gone', () => {
  const missing = ROUTES.filter((route) => !AUTHORISATION_MATRIX[route]);
  const stale = Object.keys(AUTHORISATION_MATRIX).filter((route) => !ROUTES.includes(route));
  expect(missing, 'routes without a row in tests/api/authorisation-matrix.ts').toEqual([]);
  expect(stale, 'rows in tests/api/authorisation-matrix.ts without a route').toEqual([]);
});

describeApi('authorisation matrix: every route × every role, and other owners’ records', (server) => {
  const tokens = {} as Record<UserType, string>;
  /** Signed in as another owner of each kind than the demo accounts that own the records. */
  const others = {} as Record<UserType, string>;
  const records = {} as Record<OwnedRecord, number>;

  /** The demo agency's manager and counsellor: nothing of the demo data is assigned to them. */
  const members = {} as Record<'MANAGER' | 'COUNSELLOR', string>;

  /** The authenticator keys of the accounts the platform requires a second factor of. */
  const secrets: Partial<Record<UserType, string>> = {};

  const demoSignIn = async (userType: UserType) => {
    const { email, password } = DEMO_ACCOUNTS.find((a) => a.userType === userType)!;
    const secret = secrets[userType];
    if (secret) return (await signInWithCode(server().client(), { email, password }, secret)).token;
    return (await auth.login(server().client(), { email, password })).token;
  };

  beforeAll(async () => {
    for (const role of ROLES) tokens[role] = await demoSignIn(role);
    // The platform requires a second factor of admins and universities: theirs sign in through it.
    for (const role of TWO_FACTOR_REQUIRED_TYPES) secrets[role] = (await enrol(server().client(tokens[role]))).secret;
    await twoFactor.updateSecuritySettings(server().client(tokens.ADMIN), { twoFactorRequired: true });
    for (const role of TWO_FACTOR_REQUIRED_TYPES) tokens[role] = await demoSignIn(role);
    const as = (token: string) => server().client(token);
    records.application = (await applications.list(as(tokens.STUDENT))).applications[0].id;
    records.document = (await documents.list(as(tokens.STUDENT))).documents[0].id;
    records.lead = (await leads.list(as(tokens.AGENCY))).leads[0].id;
    records.agencyStudent = (await agencyStudents.list(as(tokens.AGENCY))).students[0].id;
    records.program = (await programs.list(as(tokens.UNIVERSITY), 'own')).programs[0].id;
    records.agencyApplication = (await agencyApplications.list(as(tokens.AGENCY))).applications[0].id;
    records.universityApplication = (await universityApplications.list(as(tokens.UNIVERSITY))).applications[0].id;

    for (const role of ['MANAGER', 'COUNSELLOR'] as const)
      members[role] = (await joinedMember(server(), as(tokens.AGENCY), as(tokens.ADMIN), role)).client.token!;

    others.STUDENT = (await newStudent(server())).client.token!;
    const fresh = async (userType: 'AGENCY' | 'UNIVERSITY') => {
      const client = server().client();
      await auth.register(client, { email: uniqueEmail(`other-${userType}`), password: 'other-password', userType });
      return client;
    };
    const agency = await fresh('AGENCY');
    await agencyProfile.setup(agency, { name: 'Other Agency', country: 'Germany' });
    others.AGENCY = agency.token!;
    const university = await fresh('UNIVERSITY');
    await enrol(university);
    const { claim } = await universityProfile.setup(university, {
      name: 'Other University',
      country: 'Germany',
      city: 'Bonn',
    });
    // A university acts only once an admin has verified it.
    await universityClaims.approve(server().client(tokens.ADMIN), claim.id);
    others.UNIVERSITY = university.token!;
  });

  it.each(ROUTES.filter((route) => AUTHORISATION_MATRIX[route]))('%s', async (route) => {
    const rule = AUTHORISATION_MATRIX[route];
    const seen: Record<string, number> = {};
    seen.anonymous = await call(server(), route, MAX_ID);
    for (const role of ROLES)
      seen[role] = await call(server(), route, MAX_ID, rule.endsSession ? await demoSignIn(role) : tokens[role]);
    const expected = Object.fromEntries(
      Object.entries(seen).map(([role, status]) => {
        if (allows(rule, role as UserType | 'anonymous'))
          return [role, status === 401 || status === 403 || status >= 500 ? `allowed, not ${status}` : status];
        return [role, role === 'anonymous' ? 401 : 403];
      }),
    );
    expect(seen).toEqual(expected);

    if (rule.allow !== 'anyone' && rule.allow !== 'signed-in' && rule.allow.includes('AGENCY')) {
      const byMember: Record<string, number> = {};
      for (const role of ['MANAGER', 'COUNSELLOR'] as const)
        byMember[role] = await call(server(), route, MAX_ID, members[role]);
      const expectedOfMembers = Object.fromEntries(
        Object.entries(byMember).map(([role, status]) => [
          role,
          rule.ownerOnly || (rule.ownerOrManager && role === 'COUNSELLOR')
            ? 403
            : status === 401 || status === 403 || status >= 500
              ? `allowed, not ${status}`
              : status,
        ]),
      );
      expect(byMember, 'the agency’s manager and counsellor').toEqual(expectedOfMembers);
      if (rule.owned && rule.allow[0] === 'AGENCY')
        expect(
          await call(server(), route, records[rule.owned], members.COUNSELLOR, rule.body),
          'a counsellor the record is not assigned to',
        ).toBe(404);
    }

    if (rule.owned) {
      const owner = rule.allow === 'signed-in' ? 'STUDENT' : (rule.allow as UserType[])[0];
      expect(await call(server(), route, records[rule.owned], others[owner], rule.body), `${owner} of another`).toBe(
        404,
      );
    }
  });

  it('keeps a university without its required second factor out of every route but enrolment', async () => {
    const client = server().client();
    await auth.register(client, {
      email: uniqueEmail('unenrolled'),
      password: 'other-password',
      userType: 'UNIVERSITY',
    });
    const reached = ROUTES.filter(
      (route) => AUTHORISATION_MATRIX[route].allow !== 'anyone' && allows(AUTHORISATION_MATRIX[route], 'UNIVERSITY'),
    );
    // One after another, signing out last.
    const inOrder = [...reached.filter((route) => route !== 'POST /api/auth/logout'), 'POST /api/auth/logout'];
    const seen: Record<string, number> = {};
    for (const route of inOrder) seen[route] = await call(server(), route, MAX_ID, client.token!);
    const expected = Object.fromEntries(
      inOrder.map((route) => [route, WHILE_ENROLLING.includes(route) ? seen[route] : 403]),
    );
    expect(seen).toEqual(expected);
    expect(WHILE_ENROLLING.map((route) => seen[route])).not.toContain(403);
  });
});
