import { expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import { CURRENT_PASSWORD_WRONG } from '#sdk/schemas/auth';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { describeApi } from '#tests/support/suite.ts';

const PASSWORD = 'first-password';

describeApi('changing the password from the settings', (server) => {
  const account = async () => {
    const email = uniqueEmail('change');
    const client = server().client();
    await auth.register(client, { email, password: PASSWORD, userType: 'AGENCY' });
    return { email, client };
  };

  it('sets the new password given the current one, ends every other session and keeps this one signed in', async () => {
    const { email, client } = await account();
    const otherDevice = server().client();
    await auth.login(otherDevice, { email, password: PASSWORD });
    const before = client.token;

    const answer = await auth.changePassword(client, { currentPassword: PASSWORD, newPassword: 'second-password' });
    expect(answer.user.email).toBe(email);
    expect(client.token).not.toBe(before);
    expect((await auth.me(client)).user.email).toBe(email);

    expect((await apiError(auth.me(otherDevice))).status).toBe(401);
    expect((await apiError(auth.login(server().client(), { email, password: PASSWORD }))).status).toBe(401);
    await auth.login(server().client(), { email, password: 'second-password' });
  });

  it('refuses a wrong current password under its field, and changes nothing', async () => {
    const { email, client } = await account();
    const refused = await apiError(
      auth.changePassword(client, { currentPassword: 'not-the-password', newPassword: 'second-password' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([{ field: 'currentPassword', message: CURRENT_PASSWORD_WRONG }]);
    await auth.login(server().client(), { email, password: PASSWORD });
    expect((await auth.me(client)).user.email).toBe(email);
  });

  it('checks the new password by the registration rule, and asks for the current one', async () => {
    const { client } = await account();
    const short = await apiError(auth.changePassword(client, { currentPassword: PASSWORD, newPassword: 'abc' }));
    expect(short.status).toBe(400);
    expect(short.errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 6 characters' }]);
    const missing = await apiError(
      auth.changePassword(client, { currentPassword: '', newPassword: 'second-password' }),
    );
    expect(missing.errors).toEqual([{ field: 'currentPassword', message: 'Please enter your current password' }]);
  });

  it('answers 401 without a session', async () => {
    const refused = await apiError(
      auth.changePassword(server().client(), { currentPassword: PASSWORD, newPassword: 'second-password' }),
    );
    expect(refused.status).toBe(401);
  });

  it('slows down guessing: past five attempts in the window the answer is 429', async () => {
    const { client } = await account();
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (
          await apiError(
            auth.changePassword(client, { currentPassword: `guess-${attempt}`, newPassword: 'x-password' }),
          )
        ).status,
      ).toBe(400);
    const limited = await apiError(
      auth.changePassword(client, { currentPassword: PASSWORD, newPassword: 'x-password' }),
    );
    expect(limited.status).toBe(429);
  });
});
