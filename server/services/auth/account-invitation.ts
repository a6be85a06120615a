import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';
import { accountInvitationEmail, type Invitation } from '#server/services/mail/emails/account-invitation.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import { hashPassword } from './password.ts';
import { insertPasswordReset } from './password-reset.repository.ts';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import { hashToken, newToken } from './token.ts';

/** An invitation lasts a week, where a reset link lasts an hour: its reader did not ask for it and may read it later. */
export const INVITATION_SECONDS = 7 * 86_400;

/** The hash of a password nobody knows, for an account whose owner sets theirs through an invitation. */
export const unknownPasswordHash = () => hashPassword(randomBytes(24).toString('base64url'));

/**
 * Sends a new account's owner a single-use link to /set-password (the password-reset machinery:
 * the same tokens, used once, closed by the first password set). Runs in the transaction that made the account.
 */
export async function inviteToSetPassword(
  trx: Kysely<Database>,
  publicUrl: string,
  user: { id: number; email: string; language?: string },
  invitation: Invitation,
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_SECONDS * 1000).toISOString();
  await insertPasswordReset(trx, { userId: user.id, tokenHash: hashToken(token), expiresAt });
  const language = user.language === 'ar' ? 'ar' : 'en';
  await enqueueEmail(
    trx,
    accountInvitationEmail(
      user.email,
      language,
      invitation,
      portalAddress(publicUrl, language, `/set-password?token=${token}`),
    ),
  );
}
