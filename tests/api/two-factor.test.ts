import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as audit from '#sdk/resources/admin-audit';
import * as outbox from '#sdk/resources/admin-outbox';
import * as auth from '#sdk/resources/auth';
import * as notifications from '#sdk/resources/notifications';
import * as twoFactor from '#sdk/resources/two-factor';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';
import { challengeOf, codeFor, enrol, signInWithCode, wrongCodeFor } from '#tests/support/two-factor.ts';

const PASSWORD = 'student-password';

describeApi('two-factor sign-in', (server) => {
  let admin: Client;
  beforeAll(async () => {
    admin = await adminClient(server());
  });

  /** A new student account with a second factor. */
  async function enrolledStudent(language: 'en' | 'ar' = 'en') {
    const client = server().client();
    const email = uniqueEmail('two-factor');
    const { user } = await auth.register(client, { email, password: PASSWORD, userType: 'STUDENT', language });
    return { client, email, id: user.id, ...(await enrol(client)) };
  }

  const kindsTo = async (to: string) =>
    (await outbox.list(admin, { to, limit: 100 })).emails.map((email) => email.kind).sort();

  it('answers a right password with a challenge and no session; the session starts with the code', async () => {
    const { email, secret } = await enrolledStudent();
    const response = await fetch(`${server().url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const answer = await response.json();
    expect(response.status).toBe(200);
    expect(Object.keys(answer).sort()).toEqual(['challengeToken', 'twoFactorRequired']);
    expect(answer.twoFactorRequired).toBe(true);
    // The challenge is no session.
    expect((await apiError(auth.me(server().client(answer.challengeToken)))).status).toBe(401);

    const client = server().client();
    const signedIn = await twoFactor.verifyTwoFactor(client, {
      challengeToken: answer.challengeToken,
      code: codeFor(secret),
    });
    expect(signedIn).toMatchObject({
      user: { email, twoFactor: { enabled: true, required: false } },
      dashboardRoute: '/student/dashboard',
    });
    expect((await auth.me(client)).user.email).toBe(email);
    // A challenge signs in once.
    const again = await apiError(
      twoFactor.verifyTwoFactor(server().client(), { challengeToken: answer.challengeToken, code: codeFor(secret) }),
    );
    expect([again.status, again.reason]).toEqual([401, 'SIGN_IN_CHALLENGE_ENDED']);
  });

  it('counts wrong codes toward the per-account limit, then refuses even the right one', async () => {
    const { email, secret } = await enrolledStudent();
    const challengeToken = await challengeOf(server().client(), { email, password: PASSWORD });
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await apiError(
        twoFactor.verifyTwoFactor(server().client(), { challengeToken, code: wrongCodeFor(secret) }),
      );
      expect([wrong.status, wrong.reason]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    }
    const limited = await apiError(
      twoFactor.verifyTwoFactor(server().client(), { challengeToken, code: codeFor(secret) }),
    );
    expect([limited.status, limited.reason]).toEqual([429, 'TOO_MANY_SIGN_IN_ATTEMPTS']);
    expect(limited.retryAfter).toBeGreaterThan(0);
  });

  it('takes each recovery code once, and tells the owner', async () => {
    const { email, recoveryCodes } = await enrolledStudent();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [first] = recoveryCodes;
    const client = server().client();
    await twoFactor.verifyTwoFactor(client, {
      challengeToken: await challengeOf(client, { email, password: PASSWORD }),
      recoveryCode: first.toUpperCase(),
    });
    expect((await auth.me(client)).user.email).toBe(email);
    const reused = await apiError(
      twoFactor.verifyTwoFactor(server().client(), {
        challengeToken: await challengeOf(server().client(), { email, password: PASSWORD }),
        recoveryCode: first,
      }),
    );
    expect([reused.status, reused.reason]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    expect(await kindsTo(email)).toEqual(['WELCOME', 'TWO_FACTOR_ENABLED', 'TWO_FACTOR_RECOVERY_CODE_USED'].sort());
  });

  it('refuses a second set-up while on, an unknown challenge and a badly written code', async () => {
    const { client } = await enrolledStudent();
    expect((await apiError(twoFactor.setupTwoFactor(client))).reason).toBe('TWO_FACTOR_ALREADY_ON');
    const unknown = await apiError(
      twoFactor.verifyTwoFactor(server().client(), { challengeToken: 'x'.repeat(43), code: '123456' }),
    );
    expect([unknown.status, unknown.reason]).toEqual([401, 'SIGN_IN_CHALLENGE_ENDED']);
    const badly = await apiError(
      twoFactor.verifyTwoFactor(server().client(), { challengeToken: 'x'.repeat(43), code: '12ab' }),
    );
    expect([badly.status, badly.code]).toEqual([400, 'VALIDATION_ERROR']);
    const both = await apiError(
      twoFactor.verifyTwoFactor(server().client(), {
        challengeToken: 'x'.repeat(43),
        code: '123456',
        recoveryCode: 'abcde-fghij',
      } as never),
    );
    expect(both.status).toBe(400);
    const fresh = server().client();
    await auth.register(fresh, { email: uniqueEmail('no-setup'), password: PASSWORD, userType: 'STUDENT' });
    expect((await apiError(twoFactor.enableTwoFactor(fresh, { code: '123456' }))).reason).toBe('TWO_FACTOR_NOT_SET_UP');
  });

  it('turns off with a code: the password alone signs in again, and the owner is told in their language', async () => {
    const { client, email, secret } = await enrolledStudent('ar');
    expect((await apiError(twoFactor.disableTwoFactor(client, { code: wrongCodeFor(secret) }))).reason).toBe(
      'TWO_FACTOR_CODE_INVALID',
    );
    await twoFactor.disableTwoFactor(client, { code: codeFor(secret) });
    expect((await auth.login(server().client(), { email, password: PASSWORD })).user.twoFactor.enabled).toBe(false);
    const emails = (await outbox.list(admin, { to: email, limit: 100 })).emails;
    expect(emails.map((e) => e.kind).sort()).toEqual(['WELCOME', 'TWO_FACTOR_DISABLED', 'TWO_FACTOR_ENABLED'].sort());
    expect(emails.find((e) => e.kind === 'TWO_FACTOR_DISABLED')).toMatchObject({
      language: 'ar',
      subject: 'تم إيقاف التحقق بخطوتين',
    });
  });

  it('lets an admin reset a second factor: audited, e-mailed, and the password alone signs in', async () => {
    const { email, id } = await enrolledStudent();
    await twoFactor.resetTwoFactor(admin, id);
    expect((await auth.login(server().client(), { email, password: PASSWORD })).user.twoFactor.enabled).toBe(false);
    expect((await apiError(twoFactor.resetTwoFactor(admin, id))).reason).toBe('TWO_FACTOR_OFF');
    const [entry] = (await audit.list(admin, { entity: 'user' })).entries;
    expect(entry).toMatchObject({
      entity: 'user',
      entityId: id,
      label: email,
      actorEmail: 'admin@test.local',
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
    expect(await kindsTo(email)).toContain('TWO_FACTOR_RESET');
  });

  it('required by the admin setting: an admin or university without it may only enrol, then signs in with it', async () => {
    const { secret: adminSecret } = await enrol(admin);
    await twoFactor.updateSecuritySettings(admin, { twoFactorRequired: true });

    const university = server().client();
    const email = uniqueEmail('required-university');
    await auth.register(university, { email, password: PASSWORD, userType: 'UNIVERSITY' });
    expect((await auth.me(university)).user.twoFactor).toEqual({ enabled: false, required: true });
    const refused = await apiError(twoFactor.securitySettings(university));
    expect(refused.status).toBe(403);
    const blocked = await apiError(notifications.list(university));
    expect([blocked.status, blocked.reason]).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
    const { secret } = await enrol(university);
    await signInWithCode(university, { email, password: PASSWORD }, secret);
    expect((await auth.me(university)).user.twoFactor).toEqual({ enabled: true, required: true });
    expect((await notifications.list(university)).notifications).toEqual([]);

    // A student is not asked for it.
    const student = server().client();
    await auth.register(student, { email: uniqueEmail('not-required'), password: PASSWORD, userType: 'STUDENT' });
    expect((await auth.me(student)).user.twoFactor).toEqual({ enabled: false, required: false });

    await signInWithCode(admin, { email: 'admin@test.local', password: 'admin-password' }, adminSecret);
    expect(await twoFactor.securitySettings(admin)).toEqual({ security: { twoFactorRequired: true } });
  });
});
