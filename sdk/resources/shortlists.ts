import type { Client } from '#sdk/client';
import type { Shortlist, ShortlistSave } from '#sdk/schemas/shortlist';

/** The signed-in student's shortlist (what they and their agency saved), newest first. */
export function mine(client: Client): Promise<Shortlist> {
  return client.request('GET', '/direct-students/shortlist');
}

/** Saves a programme, with one of its intakes if chosen, to the signed-in student's shortlist. */
export function save(client: Client, programId: number, body: ShortlistSave = {}): Promise<Shortlist> {
  return client.request('PUT', `/direct-students/shortlist/${programId}`, { body });
}

/** Takes a programme off the signed-in student's shortlist. */
export function remove(client: Client, programId: number): Promise<Shortlist> {
  return client.request('DELETE', `/direct-students/shortlist/${programId}`);
}

/** The shortlist an agency keeps for one of its students. */
export function ofStudent(client: Client, studentId: number): Promise<Shortlist> {
  return client.request('GET', `/students/${studentId}/shortlist`);
}

/** Saves a programme to one of the agency's students' shortlist. */
export function saveForStudent(
  client: Client,
  studentId: number,
  programId: number,
  body: ShortlistSave = {},
): Promise<Shortlist> {
  return client.request('PUT', `/students/${studentId}/shortlist/${programId}`, { body });
}

/** Takes a programme off one of the agency's students' shortlist. */
export function removeForStudent(client: Client, studentId: number, programId: number): Promise<Shortlist> {
  return client.request('DELETE', `/students/${studentId}/shortlist/${programId}`);
}
