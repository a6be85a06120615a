import type * as v from 'valibot';
import type { AdminUser, AdminUserQuery } from '#sdk/schemas/admin';
import type { Pagination } from '#sdk/schemas/common';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { revokeUserSessions } from '#server/services/auth/session.repository.ts';
import { updateUser } from '#server/services/auth/user.repository.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { type AdminUserRow, findAdminUser, listAdminUsers } from './admin-users.repository.ts';

const presentAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  userType: row.user_type,
  isActive: Boolean(row.is_active),
  lastLogin: row.last_login,
  createdAt: row.created_at,
  agency: row.agency_name === null ? null : { name: row.agency_name },
  university: row.university_name === null ? null : { name: row.university_name },
});

/** GET /admin/users (spec part 2, 7). */
export async function adminUserList(
  app: App,
  query: v.InferOutput<typeof AdminUserQuery>,
): Promise<{ users: AdminUser[]; pagination: Pagination }> {
  const { rows, total } = await listAdminUsers(app.db, query, pageWindow(query.page, query.limit));
  return { users: rows.map(presentAdminUser), pagination: pagination(query.page, query.limit, total) };
}

/**
 * Activates or deactivates a user. Deactivation also ends every session of the user, so a
 * token already handed out stops working at once (ARCHITECTURE.md, Decisions). An admin cannot lock themselves out.
 */
export async function setUserActive(
  app: App,
  actorId: number,
  userId: number,
  active: boolean,
): Promise<{ user: AdminUser }> {
  if (!active && userId === actorId) conflict('CANNOT_DEACTIVATE_SELF');
  const before = await findAdminUser(app.db, userId);
  if (!before) notFound('USER_NOT_FOUND');
  await app.db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { is_active: active });
    if (!active) await revokeUserSessions(trx, userId);
    await insertAuditEntries(trx, [
      {
        actorId,
        action: active ? 'activate' : 'deactivate',
        entity: 'user',
        entityId: userId,
        label: before.email,
        before: { isActive: Boolean(before.is_active) },
        after: { isActive: active },
      },
    ]);
  });
  return { user: presentAdminUser((await findAdminUser(app.db, userId))!) };
}
