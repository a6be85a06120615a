import type { Client } from '#sdk/client';
import type { DeviceSession } from '#sdk/schemas/session';

/** The signed-in user's live sessions: device, address, first and last use, this one marked. */
export function listSessions(client: Client): Promise<{ sessions: DeviceSession[] }> {
  return client.request('GET', '/auth/sessions');
}

/** Signs one of the user's sessions out (this one too, when it is its id). */
export function endSession(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/auth/sessions/${id}`);
}
