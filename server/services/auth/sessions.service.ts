import type { DeviceSession } from '#sdk/schemas/session';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import { describeDevice } from './device.ts';
import { listLiveSessions, revokeOwnSession } from './session.repository.ts';

/** GET /auth/sessions: where the user is signed in, this session marked. */
export async function listSessions(app: App, user: { id: number; sessionId: number }) {
  const rows = await listLiveSessions(app.db, user.id);
  const sessions: DeviceSession[] = rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.user_agent),
    address: row.ip_address,
    firstUsedAt: row.created_at,
    lastUsedAt: row.last_used_at ?? row.created_at,
    current: row.id === user.sessionId,
  }));
  return { sessions };
}

/** DELETE /auth/sessions/{id}: signs one of the user's own sessions out; another's is not found. */
export async function endSession(app: App, userId: number, sessionId: number) {
  if (!(await revokeOwnSession(app.db, userId, sessionId))) notFound('SESSION_NOT_FOUND');
  return { success: true as const };
}
