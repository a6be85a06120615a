import { beforeAll, expect, it } from 'vitest';
import { type Client, createClient } from '#sdk/client';
import * as outbox from '#sdk/resources/admin-outbox';
import * as auth from '#sdk/resources/auth';
import * as sessions from '#sdk/resources/sessions';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PASSWORD = 'device-password';

describeApi('signed-in devices', (server) => {
  let admin: Client;
  beforeAll(async () => {
    admin = await adminClient(server());
  });

  /** A client whose requests carry this user agent, as a browser's would. */
  const browser = (userAgent: string) =>
    createClient({
      baseUrl: server().url,
      fetch: (input, init) =>
        fetch(input, { ...init, headers: { ...(init?.headers as object), 'user-agent': userAgent } }),
    });

  const newDeviceMails = async (to: string) =>
    (await outbox.list(admin, { to, limit: 100 })).emails.filter((email) => email.kind === 'NEW_DEVICE_SIGN_IN');

  it('lists each session with its device, address and uses, this one marked; e-mails a sign-in from a new device', async () => {
    const email = uniqueEmail('devices');
    const laptop = browser(FIREFOX_LINUX);
    await auth.register(laptop, { email, password: PASSWORD, userType: 'STUDENT' });
    // The same browser again is no new device.
    await auth.login(browser(FIREFOX_LINUX), { email, password: PASSWORD });
    expect(await newDeviceMails(email)).toEqual([]);

    const phone = browser(SAFARI_IPHONE);
    await auth.login(phone, { email, password: PASSWORD });
    const [mail] = await newDeviceMails(email);
    expect(mail.subject).toBe('New sign-in to your account');

    const { sessions: listed } = await sessions.listSessions(phone);
    expect(listed).toHaveLength(3);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.find((s) => s.current)).toMatchObject({
      browser: expect.stringMatching(/^Safari/),
      os: expect.stringMatching(/^iOS/),
      deviceType: 'mobile',
      address: expect.any(String),
      firstUsedAt: expect.any(String),
      lastUsedAt: expect.any(String),
    });
    expect(listed.filter((s) => !s.current).map((s) => [s.browser, s.os, s.deviceType])).toEqual([
      ['Firefox 133', 'Linux', 'desktop'],
      ['Firefox 133', 'Linux', 'desktop'],
    ]);
  });

  it('signs one session out, answers 404 for another user’s, and the ended one stops working', async () => {
    const email = uniqueEmail('sign-out');
    const laptop = browser(FIREFOX_LINUX);
    await auth.register(laptop, { email, password: PASSWORD, userType: 'STUDENT' });
    const phone = browser(SAFARI_IPHONE);
    await auth.login(phone, { email, password: PASSWORD });

    const { sessions: mine } = await sessions.listSessions(phone);
    const laptopSession = mine.find((s) => !s.current)!;

    const stranger = server().client();
    await auth.register(stranger, { email: uniqueEmail('stranger'), password: PASSWORD, userType: 'STUDENT' });
    const refused = await apiError(sessions.endSession(stranger, laptopSession.id));
    expect([refused.status, refused.reason]).toEqual([404, 'SESSION_NOT_FOUND']);

    await sessions.endSession(phone, laptopSession.id);
    expect((await apiError(auth.me(laptop))).status).toBe(401);
    expect((await sessions.listSessions(phone)).sessions.map((s) => s.current)).toEqual([true]);
    const again = await apiError(sessions.endSession(phone, laptopSession.id));
    expect(again.status).toBe(404);
  });
});
