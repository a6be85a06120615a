import type { ForgotPasswordResponse, ResetPasswordPayload } from '#sdk/schemas/auth';
import type { Device } from './device.ts';
import type { EmailLanguage } from '#server/services/mail/email-layout.ts';
import { passwordResetEmail } from '#server/services/mail/emails/password-reset.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import type { App } from '#server/utils/app.ts';
import { fail } from '#server/utils/errors.ts';
import { spend } from '#server/services/counters/rate-limit.ts';
import { authResponse, issueToken } from './auth.service.ts';
import { hashPassword } from './password.ts';
import { closeUserPasswordResets, insertPasswordReset, usePasswordReset } from './password-reset.repository.ts';
import { revokeUserSessions } from './session.repository.ts';
import { hashToken, newToken } from './token.ts';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import { findUserByEmail, findUserById, updateUser } from './user.repository.ts';

/** The one answer to every request, so that nobody learns which e-mails have an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this e-mail, we have sent it a link to reset the password.';

/**
 * Sends a single-use reset link, valid for one hour (RESET_LINK_SECONDS). Requests are limited per address (429) and
 * per account (past the limit no more e-mails go out, with the same answer).
 */
export async function requestPasswordReset(
  app: App,
  payload: { email: string; language: EmailLanguage },
  address: string,
): Promise<ForgotPasswordResponse> {
  const { perAddress, perAccount, windowSeconds, linkSeconds } = app.config.resetLimits;
  await spend(app.counters, [{ key: `reset:address:${address}`, max: perAddress, windowSeconds }], 'TOO_MANY_REQUESTS');
  const user = await findUserByEmail(app.db, payload.email);
  if (user?.is_active && (await app.counters.hit(`reset:account:${user.id}`, windowSeconds)) <= perAccount) {
    const token = newToken();
    const link = portalAddress(app.config.publicUrl, payload.language, `/reset-password?token=${token}`);
    await app.db.transaction().execute(async (trx) => {
      const expiresAt = new Date(Date.now() + linkSeconds * 1000).toISOString();
      await insertPasswordReset(trx, { userId: user.id, tokenHash: hashToken(token), expiresAt });
      await enqueueEmail(trx, passwordResetEmail(user.email, payload.language, link));
    });
  }
  return { success: true, message: FORGOT_PASSWORD_ANSWER };
}

/** Sets the new password, closes the link and every session, and signs the user in. */
export async function resetPassword(app: App, payload: ResetPasswordPayload, device: Device) {
  const passwordHash = await hashPassword(payload.password);
  const now = new Date().toISOString();
  const userId = await app.db.transaction().execute(async (trx) => {
    const reset = await usePasswordReset(trx, hashToken(payload.token), now);
    if (!reset) fail(400, 'BAD_REQUEST', 'RESET_LINK_INVALID');
    const user = await findUserById(trx, reset.user_id);
    if (!user?.is_active) fail(403, 'FORBIDDEN', 'ACCOUNT_DEACTIVATED');
    await updateUser(trx, user.id, { password_hash: passwordHash });
    await revokeUserSessions(trx, user.id);
    await closeUserPasswordResets(trx, user.id, now);
    return user.id;
  });
  return authResponse(app.db, userId, await issueToken(app, userId, device));
}
