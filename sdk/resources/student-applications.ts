import type { Client } from '../client.ts';
import type {
  Application, ApplicationDetail, ApplicationStats, StudentApplicationCreate, StudentApplicationListQuery, StudentApplicationUpdate,
} from '../schemas/application.ts';

/** The signed-in student's own applications (newest first), and the counts of all of them per stat card. */
export function list(client: Client, query: StudentApplicationListQuery = {}): Promise<{ applications: Application[]; stats: ApplicationStats }> {
  return client.request('GET', '/direct-students/applications', { query });
}

/** One of the student's applications with its timeline. */
export function retrieve(client: Client, id: number): Promise<{ application: ApplicationDetail }> {
  return client.request('GET', `/direct-students/applications/${id}`);
}

/** Creates an application as DRAFT, or SUBMITTED straight away. */
export function create(client: Client, payload: StudentApplicationCreate): Promise<{ application: Application }> {
  return client.request('POST', '/direct-students/applications', { body: payload });
}

/** Edits a draft. */
export function update(client: Client, id: number, payload: StudentApplicationUpdate): Promise<{ application: Application }> {
  return client.request('PUT', `/direct-students/applications/${id}`, { body: payload });
}

/** Submits a draft (it needs a programme, a degree level and a completed profile). */
export function submit(client: Client, id: number): Promise<{ application: Application }> {
  return update(client, id, { status: 'SUBMITTED' });
}

/** Withdraws a draft or a submitted application. */
export function withdraw(client: Client, id: number): Promise<{ application: Application }> {
  return update(client, id, { status: 'WITHDRAWN' });
}

/** Deletes a draft. */
export function remove(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/direct-students/applications/${id}`);
}
