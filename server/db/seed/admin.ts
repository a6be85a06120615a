import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '#server/services/auth/password.ts';
import { revokeUserSessions } from '#server/services/auth/session.repository.ts';
import { findUserByEmail, insertUser, updateUser } from '#server/services/auth/user.repository.ts';
import type { Database } from '#server/db/tables/database.ts';

/** The admin of ADMIN_EMAIL is created at start, or its password reset and the account activated. */
export async function ensureAdmin(db: Kysely<Database>, email: string, password: string) {
  const address = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, address);
  if (!existing) {
    await insertUser(db, { email: address, passwordHash: await hashPassword(password), userType: 'ADMIN' });
    return;
  }
  if (existing.user_type !== 'ADMIN')
    throw new Error(`ADMIN_EMAIL ${address} belongs to a ${existing.user_type} account`);
  if (existing.is_active && (await verifyPassword(password, existing.password_hash))) return;
  // A changed password ends the sessions opened with the old one.
  await updateUser(db, existing.id, { password_hash: await hashPassword(password), is_active: true });
  await revokeUserSessions(db, existing.id);
}
