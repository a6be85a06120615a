import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import * as outbox from '#sdk/resources/admin-outbox';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { postgresAvailable } from '#tests/support/postgres.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';
import { startSmtp, type TestSmtp } from '#tests/support/smtp.ts';

const ACCOUNTS = 40;
const runs = process.env.TEST_DIALECT === 'postgres' && (await postgresAvailable());

/**
 * Two server instances on one PostgreSQL database, each running the mail worker: every e-mail
 * of the outbox reaches the SMTP server exactly once.
 */
describe.skipIf(!runs)('mail delivery from two instances [postgres]', () => {
  let first: TestServer;
  let second: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    const env = { SMTP_URL: smtp.url, MAIL_POLL_MS: '20', RESET_LIMIT_PER_ADDRESS: '10000' };
    first = await startServer({ dialect: 'postgres', env });
    second = await startServer({ dialect: 'postgres', env, databaseUrl: first.databaseUrl });
  }, 120_000);
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await smtp?.stop();
  });

  it('sends each e-mail once although both workers poll the same outbox', async () => {
    const emails = Array.from({ length: ACCOUNTS }, (_, i) => uniqueEmail(`twice-${i}`));
    await Promise.all(
      emails.map((email, i) =>
        auth.register((i % 2 ? first : second).client(), { email, password: 'secret-password', userType: 'STUDENT' }),
      ),
    );
    // Both instances queue reset e-mails while both workers deliver.
    await Promise.all(emails.map((email, i) => auth.forgotPassword((i % 2 ? second : first).client(), { email })));

    // A welcome and a reset e-mail per account.
    const total = 2 * ACCOUNTS;
    await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(total);
    const admin = first.client();
    await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
    await expect
      .poll(async () => (await outbox.list(admin, { limit: 100 })).emails.filter((e) => e.status === 'SENT').length, {
        timeout: 30_000,
      })
      .toBe(total);
    const rows = (await outbox.list(admin, { limit: 100 })).emails;
    expect(rows.length).toBe(total);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);

    const arrived = smtp.received.flatMap((mail) => [mail.to ?? []].flat().map((to) => to.text));
    expect(arrived.toSorted()).toEqual([...emails, ...emails].toSorted());
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(total);
  });
});
