import { afterAll, expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import * as outbox from '#sdk/resources/admin-outbox';
import * as settings from '#sdk/resources/settings';
import { RESET_LINK_INVALID } from '#sdk/schemas/auth';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { startSmtp } from '#tests/support/smtp.ts';
import { describeApi } from '#tests/support/suite.ts';
import type { TestServer } from '#tests/support/server.ts';

const PASSWORD = 'first-password';
const ANSWER = 'If an account exists for this e-mail, we have sent it a link to reset the password.';

const smtp = await startSmtp();
afterAll(() => smtp.stop());

const register = async (server: TestServer) => {
  const email = uniqueEmail('reset');
  const client = server.client();
  const answer = await auth.register(client, { email, password: PASSWORD, userType: 'STUDENT' });
  return { email, client, answer };
};

const adminClient = async (server: TestServer) => {
  const client = server.client();
  await auth.login(client, { email: 'admin@test.local', password: 'admin-password' });
  return client;
};

const tokenIn = (text: string) => /\/reset-password\?token=([\w-]+)/.exec(text)?.[1];

describeApi(
  'password reset by e-mail',
  (server) => {
    it('mails a link that sets a new password, ends every session and signs in', async () => {
      const { email, client } = await register(server());
      const answer = await auth.forgotPassword(server().client(), { email: email.toUpperCase() });
      expect(answer).toEqual({ success: true, message: ANSWER });

      const mail = await smtp.mailWith(email, '/reset-password?token=');
      expect(mail!.subject).toBe('Reset your password');
      expect(mail!.text).toContain(`${server().url}/reset-password?token=`);
      expect(mail!.html).toContain('lang="en" dir="ltr"');
      const token = tokenIn(mail!.text!)!;
      expect(token.length).toBeGreaterThanOrEqual(40);

      const fresh = server().client();
      const signedIn = await auth.resetPassword(fresh, { token, password: 'second-password' });
      expect(signedIn.user.email).toBe(email);
      expect(fresh.token).toBe(signedIn.token);
      expect((await auth.me(fresh)).user.email).toBe(email);

      expect((await apiError(auth.me(client))).status).toBe(401);
      expect((await apiError(auth.login(server().client(), { email, password: PASSWORD }))).status).toBe(401);
      await auth.login(server().client(), { email, password: 'second-password' });

      const used = await apiError(auth.resetPassword(server().client(), { token, password: 'third-password' }));
      expect(used.status).toBe(400);
      expect(used.message).toBe(RESET_LINK_INVALID);
    });

    it('welcomes a new account by e-mail in the language it registered in', async () => {
      const email = uniqueEmail('welcome');
      await auth.register(server().client(), { email, password: PASSWORD, userType: 'AGENCY', language: 'ar' });
      const [mail] = await smtp.mailsTo(email);
      expect(mail!.subject).toBe('مرحبًا بك في منصة الدراسة في أوروبا');
      expect(mail!.text).toContain(`${server().url}/ar/dashboard`);
      expect(mail!.html).toContain('lang="ar" dir="rtl"');
    });

    it('writes the e-mail in Arabic, right to left, when asked in Arabic', async () => {
      const { email } = await register(server());
      await auth.forgotPassword(server().client(), { email, language: 'ar' });
      const mail = await smtp.mailWith(email, '/reset-password?token=');
      expect(mail!.subject).toBe('إعادة تعيين كلمة المرور');
      expect(mail!.html).toContain('lang="ar" dir="rtl"');
      expect(mail!.text).toContain('خلال ساعة واحدة');
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const email = uniqueEmail('nobody');
      expect(await auth.forgotPassword(server().client(), { email })).toEqual({ success: true, message: ANSWER });
      const admin = await adminClient(server());
      // A known address's mail, asked for after, is delivered; the unknown one never is.
      const { email: known } = await register(server());
      await auth.forgotPassword(server().client(), { email: known });
      await smtp.mailWith(known, '/reset-password?token=');
      expect((await outbox.list(admin, { to: email })).emails).toEqual([]);
      expect(smtp.received.filter((mail) => mail.text?.includes(email))).toEqual([]);
    });

    it('a newer link closes with the reset, and an older one stops working too', async () => {
      const { email } = await register(server());
      await auth.forgotPassword(server().client(), { email });
      await auth.forgotPassword(server().client(), { email });
      // The welcome e-mail and the two links.
      const mails = await smtp.mailsTo(email, 3);
      const [first, second] = mails.flatMap((mail) => tokenIn(mail.text!) ?? []);
      await auth.resetPassword(server().client(), { token: second!, password: 'second-password' });
      const error = await apiError(auth.resetPassword(server().client(), { token: first!, password: 'x-password' }));
      expect(error.status).toBe(400);
    });

    it('sends at most three links per account per hour, with the same answer', async () => {
      const { email } = await register(server());
      for (let i = 0; i < 5; i++)
        expect(await auth.forgotPassword(server().client(), { email })).toEqual({ success: true, message: ANSWER });
      const admin = await adminClient(server());
      const queued = await outbox.list(admin, { to: email });
      expect(queued.emails.map((e) => e.kind)).toEqual([
        'PASSWORD_RESET',
        'PASSWORD_RESET',
        'PASSWORD_RESET',
        'WELCOME',
      ]);
    });

    it('refuses a wrong token and bad input with 400', async () => {
      const wrong = await apiError(
        auth.resetPassword(server().client(), { token: 'x'.repeat(43), password: 'second-password' }),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.message).toBe(RESET_LINK_INVALID);
      const short = await apiError(auth.resetPassword(server().client(), { token: 'x'.repeat(43), password: '12345' }));
      expect(short.status).toBe(400);
      expect(short.errors).toEqual([{ field: 'password', message: 'Password must be at least 6 characters' }]);
      const missing = await apiError(auth.resetPassword(server().client(), {} as never));
      expect(missing.errors.map((e) => e.field)).toEqual(['token', 'password']);
      const noEmail = await apiError(auth.forgotPassword(server().client(), { email: 'not-an-email' }));
      expect(noEmail.errors).toEqual([{ field: 'email', message: 'Email is invalid' }]);
    });

    it('sends from the sender the admins set', async () => {
      const admin = await adminClient(server());
      await settings.updateEmail(admin, { senderName: 'Admissions Desk', senderAddress: 'desk@study.example' });
      const { email } = await register(server());
      await auth.forgotPassword(server().client(), { email });
      const mail = await smtp.mailWith(email, '/reset-password?token=');
      expect(mail.from?.value).toEqual([{ name: 'Admissions Desk', address: 'desk@study.example' }]);
    });

    it('shows the outbox to admins only', async () => {
      const { client, email } = await register(server());
      expect((await apiError(outbox.list(client))).status).toBe(403);
      expect((await apiError(outbox.list(server().client()))).status).toBe(401);
      const admin = await adminClient(server());
      expect((await outbox.list(admin, { limit: 2 })).emails.length).toBe(2);
      await expect.poll(async () => (await outbox.list(admin, { to: email })).emails[0]?.status).toBe('SENT');
      expect((await outbox.list(admin, { to: email })).emails).toEqual([
        expect.objectContaining({ kind: 'WELCOME', to: email, attempts: 1, lastError: null }),
      ]);
    });
  },
  { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', RESET_LIMIT_PER_ADDRESS: '1000' },
);

describeApi(
  'password reset limits',
  (server) => {
    it('refuses an expired link', async () => {
      const { email } = await register(server());
      await auth.forgotPassword(server().client(), { email });
      const admin = await adminClient(server());
      const [queued] = (await outbox.list(admin, { to: email })).emails.filter((e) => e.kind === 'PASSWORD_RESET');
      const error = await apiError(
        auth.resetPassword(server().client(), { token: tokenIn(queued!.text)!, password: 'second-password' }),
      );
      expect(error.status).toBe(400);
      expect(error.message).toBe(RESET_LINK_INVALID);
    });

    it('answers 429 past the requests allowed from one address', async () => {
      // The test above spent one of the three.
      await auth.forgotPassword(server().client(), { email: uniqueEmail('a') });
      await auth.forgotPassword(server().client(), { email: uniqueEmail('b') });
      const error = await apiError(auth.forgotPassword(server().client(), { email: uniqueEmail('c') }));
      expect(error.status).toBe(429);
      expect(error.code).toBe('RATE_LIMITED');
    });
  },
  { RESET_LINK_SECONDS: '0', RESET_LIMIT_PER_ADDRESS: '3' },
);
