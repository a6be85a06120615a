import { expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import type { RegisterPayload } from '#sdk/schemas/auth';
import { DASHBOARD_ROUTES, SELF_REGISTER_TYPES } from '#sdk/schemas/enums';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

const PASSWORD = 'secret-password';

describeApi('auth', (server) => {
  const registerNew = async (userType: RegisterPayload['userType'] = 'STUDENT') => {
    const client = server().client();
    const email = uniqueEmail(userType.toLowerCase());
    const answer = await auth.register(client, { email, password: PASSWORD, userType });
    return { client, email, answer };
  };

  it.each(SELF_REGISTER_TYPES)('registers a %s with 201, a token and an incomplete profile', async (userType) => {
    const email = uniqueEmail(`new-${userType.toLowerCase()}`);
    const response = await server()
      .client()
      .fetchRaw('POST', '/auth/register', { body: { email, password: PASSWORD, userType } });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer.token).toEqual(expect.any(String));
    expect(answer.token.length).toBeGreaterThanOrEqual(32);
    expect(answer.profileComplete).toBe(false);
    expect(answer.dashboardRoute).toBe(DASHBOARD_ROUTES[userType]);
    expect(answer.user).toMatchObject({ email, userType, isActive: true, profileComplete: false, lastLogin: null });
    expect(answer.user.id).toBeGreaterThan(0);

    const me = await auth.me(server().client(answer.token));
    expect(me.user).toEqual(answer.user);
  });

  it('keeps the token in the client after register', async () => {
    const { client, email } = await registerNew('AGENCY');
    expect(client.token).toEqual(expect.any(String));
    expect((await auth.me(client)).user.email).toBe(email);
  });

  it('stores the e-mail trimmed and in lower case, so sign-in ignores case', async () => {
    const email = uniqueEmail('MixedCase').toUpperCase();
    const registered = await auth.register(server().client(), {
      email: `  ${email} `,
      password: PASSWORD,
      userType: 'STUDENT',
    });
    expect(registered.user.email).toBe(email.toLowerCase());
    const signedIn = await auth.login(server().client(), { email: email.toLowerCase(), password: PASSWORD });
    expect(signedIn.user.id).toBe(registered.user.id);
  });

  it('refuses to register an ADMIN with 400 and the field list', async () => {
    const error = await apiError(
      auth.register(server().client(), {
        email: uniqueEmail('admin'),
        password: PASSWORD,
        userType: 'ADMIN',
      } as unknown as RegisterPayload),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.errors).toEqual([{ field: 'userType', message: 'Please select an account type' }]);
    expect(error.message).toBe('Validation failed (userType: Please select an account type)');
  });

  it('refuses a second account with the same e-mail with 409, whatever the case', async () => {
    const { email } = await registerNew();
    for (const again of [email, email.toUpperCase()]) {
      const error = await apiError(
        auth.register(server().client(), { email: again, password: PASSWORD, userType: 'AGENCY' }),
      );
      expect(error.status).toBe(409);
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe('An account with this email already exists');
    }
  });

  const registerCases: [string, Record<string, unknown>, { field: string; message: string }[]][] = [
    [
      'an empty e-mail',
      { email: '', password: PASSWORD, userType: 'STUDENT' },
      [{ field: 'email', message: 'Email is required' }],
    ],
    [
      'a missing e-mail',
      { password: PASSWORD, userType: 'STUDENT' },
      [{ field: 'email', message: 'Email is required' }],
    ],
    [
      'an e-mail of blanks',
      { email: '   ', password: PASSWORD, userType: 'STUDENT' },
      [{ field: 'email', message: 'Email is required' }],
    ],
    [
      'an invalid e-mail',
      { email: 'not-an-email', password: PASSWORD, userType: 'STUDENT' },
      [{ field: 'email', message: 'Email is invalid' }],
    ],
    [
      'an e-mail without a dot',
      { email: 'someone@host', password: PASSWORD, userType: 'STUDENT' },
      [{ field: 'email', message: 'Email is invalid' }],
    ],
    [
      'an empty password',
      { email: 'a@b.co', password: '', userType: 'STUDENT' },
      [{ field: 'password', message: 'Password is required' }],
    ],
    [
      'a missing password',
      { email: 'a@b.co', userType: 'STUDENT' },
      [{ field: 'password', message: 'Password is required' }],
    ],
    [
      'a short password',
      { email: 'a@b.co', password: '12345', userType: 'STUDENT' },
      [{ field: 'password', message: 'Password must be at least 6 characters' }],
    ],
    [
      'a missing account type',
      { email: 'a@b.co', password: PASSWORD },
      [{ field: 'userType', message: 'Please select an account type' }],
    ],
    [
      'an unknown account type',
      { email: 'a@b.co', password: PASSWORD, userType: 'WIZARD' },
      [{ field: 'userType', message: 'Please select an account type' }],
    ],
    [
      'an empty body',
      {},
      [
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
        { field: 'userType', message: 'Please select an account type' },
      ],
    ],
    [
      'a number for an e-mail',
      { email: 42, password: PASSWORD, userType: 'STUDENT' },
      [{ field: 'email', message: 'Must be text' }],
    ],
  ];

  it.each(registerCases)('refuses to register with %s', async (_, payload, errors) => {
    const error = await apiError(auth.register(server().client(), payload as RegisterPayload));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.errors).toEqual(errors);
    expect(error.message).toBe(`Validation failed (${errors.map((e) => `${e.field}: ${e.message}`).join(', ')})`);
  });

  const loginCases: [string, Record<string, unknown>, { field: string; message: string }[]][] = [
    ['an empty e-mail', { email: '', password: PASSWORD }, [{ field: 'email', message: 'Email is required' }]],
    ['an invalid e-mail', { email: 'x@y', password: PASSWORD }, [{ field: 'email', message: 'Email is invalid' }]],
    ['an empty password', { email: 'a@b.co', password: '' }, [{ field: 'password', message: 'Password is required' }]],
    [
      'nothing',
      {},
      [
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
      ],
    ],
  ];

  it.each(loginCases)('refuses to sign in with %s', async (_, payload, errors) => {
    const error = await apiError(auth.login(server().client(), payload as never));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual(errors);
  });

  it.each(SELF_REGISTER_TYPES)(
    'signs in a %s with token, user, profileComplete and dashboardRoute',
    async (userType) => {
      const { email, answer: registered } = await registerNew(userType);
      const client = server().client();
      const answer = await auth.login(client, { email, password: PASSWORD });
      expect(answer.token).not.toBe(registered.token);
      expect(client.token).toBe(answer.token);
      expect(answer.profileComplete).toBe(false);
      expect(answer.dashboardRoute).toBe(DASHBOARD_ROUTES[userType]);
      expect(answer.user).toMatchObject({ id: registered.user.id, email, userType, profileComplete: false });
      expect(Date.parse(answer.user.lastLogin!)).toBeGreaterThan(Date.now() - 60_000);
      // Both sessions live side by side.
      expect((await auth.me(server().client(registered.token))).user.id).toBe(registered.user.id);
    },
  );

  it('signs in the admin of ADMIN_EMAIL with a complete profile and the admin dashboard', async () => {
    const answer = await auth.login(server().client(), { email: 'admin@test.local', password: 'admin-password' });
    expect(answer.user.userType).toBe('ADMIN');
    expect(answer.profileComplete).toBe(true);
    expect(answer.dashboardRoute).toBe(DASHBOARD_ROUTES.ADMIN);
  });

  it.each(DEMO_ACCOUNTS)('signs in the demo $userType account', async ({ email, password, userType }) => {
    const answer = await auth.login(server().client(), { email, password });
    expect(answer.user.userType).toBe(userType);
    expect(answer.dashboardRoute).toBe(DASHBOARD_ROUTES[userType]);
    expect(answer.profileComplete).toBe(answer.user.profileComplete);
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const { email } = await registerNew();
    const wrongPassword = await apiError(auth.login(server().client(), { email, password: 'not-the-password' }));
    const unknown = await apiError(auth.login(server().client(), { email: uniqueEmail('nobody'), password: PASSWORD }));
    for (const error of [wrongPassword, unknown]) {
      expect(error.status).toBe(401);
      expect(error.code).toBe('UNAUTHORIZED');
      expect(error.message).toBe('Invalid email or password');
    }
  });

  it('answers me without a live token with 401', async () => {
    for (const token of [undefined, 'not-a-real-token-at-all', 'x'.repeat(500)]) {
      const error = await apiError(auth.me(server().client(token)));
      expect(error.status).toBe(401);
      expect(error.code).toBe('UNAUTHORIZED');
    }
  });

  it('logs out: the token is revoked on the server and forgotten by the client', async () => {
    const { client, answer } = await registerNew();
    await auth.logout(client);
    expect(client.token).toBeNull();
    const stale = server().client(answer.token);
    expect((await apiError(auth.me(stale))).status).toBe(401);
    expect((await apiError(auth.refresh(stale))).status).toBe(401);
    // Logging out again with the revoked token is refused too, and the client still forgets it.
    expect((await apiError(auth.logout(stale))).status).toBe(401);
    expect(stale.token).toBeNull();
  });

  it('logs out one session only', async () => {
    const { email, answer: first } = await registerNew();
    const second = server().client();
    await auth.login(second, { email, password: PASSWORD });
    await auth.logout(server().client(first.token));
    expect((await auth.me(second)).user.email).toBe(email);
  });

  it('refreshes by rotation: the old token stops working, the new one works', async () => {
    const { client, answer: registered } = await registerNew('UNIVERSITY');
    const refreshed = await auth.refresh(client);
    expect(refreshed.token).not.toBe(registered.token);
    expect(client.token).toBe(refreshed.token);
    expect(refreshed.user.id).toBe(registered.user.id);
    expect(refreshed.dashboardRoute).toBe(DASHBOARD_ROUTES.UNIVERSITY);
    expect(refreshed.profileComplete).toBe(false);

    const old = server().client(registered.token);
    expect((await apiError(auth.me(old))).status).toBe(401);
    expect((await apiError(auth.refresh(old))).status).toBe(401);
    expect((await auth.me(server().client(refreshed.token))).user.id).toBe(registered.user.id);
  });

  it('lets only one of two simultaneous refreshes of the same token succeed', async () => {
    const { answer } = await registerNew();
    const results = await Promise.allSettled([
      auth.refresh(server().client(answer.token)),
      auth.refresh(server().client(answer.token)),
    ]);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    expect(fulfilled.length).toBe(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.status).toBe(401);
  });
});
