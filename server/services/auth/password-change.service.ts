import { CURRENT_PASSWORD_WRONG, type ChangePasswordPayload } from '#sdk/schemas/auth';
import { spend } from '#server/services/counters/rate-limit.ts';
import type { App } from '#server/utils/app.ts';
import { fail } from '#server/utils/errors.ts';
import { authResponse, issueToken } from './auth.service.ts';
import type { Device } from './device.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { revokeUserSessions } from './session.repository.ts';
import { findUserById, updateUser } from './user.repository.ts';

/**
 * A signed-in user's new password, given the current one: every session ends (another device
 * that knew the old password is signed out) and this one continues with a new token. Attempts
 * count like sign-ins of one account from one address, so a borrowed session cannot guess it.
 */
export async function changePassword(app: App, userId: number, payload: ChangePasswordPayload, device: Device) {
  const { perAccountAndAddress, windowSeconds } = app.config.loginLimits;
  await spend(
    app.counters,
    [{ key: `password-change:${userId}`, max: perAccountAndAddress, windowSeconds }],
    'TOO_MANY_SIGN_IN_ATTEMPTS',
  );
  const user = await findUserById(app.db, userId);
  if (!user || !(await verifyPassword(payload.currentPassword, user.password_hash)))
    fail(400, 'BAD_REQUEST', 'CURRENT_PASSWORD_WRONG', {
      errors: [{ field: 'currentPassword', message: CURRENT_PASSWORD_WRONG }],
    });
  const passwordHash = await hashPassword(payload.newPassword);
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { password_hash: passwordHash });
    await revokeUserSessions(trx, userId);
  });
  return authResponse(app.db, userId, await issueToken(app, userId, device));
}
