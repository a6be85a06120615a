import type { Client } from '../client.ts';
import type { Pagination } from '../schemas/common.ts';
import type { AgencyStudentPayload, Student } from '../schemas/student.ts';

export type AgencyStudent = Student & { _count: { applications: number; documents: number } };

/** The signed-in agency's students. */
export function list(client: Client, query: { page?: number; limit?: number; search?: string } = {}): Promise<{ students: AgencyStudent[]; pagination: Pagination }> {
  return client.request('GET', '/students', { query });
}

/** Adds a student (the plan's cap applies). */
export function create(client: Client, payload: AgencyStudentPayload): Promise<{ student: Student }> {
  return client.request('POST', '/students', { body: payload });
}

/** One of the agency's students. */
export function retrieve(client: Client, id: number): Promise<{ student: AgencyStudent }> {
  return client.request('GET', `/students/${id}`);
}

/** Edits one of the agency's students. */
export function update(client: Client, id: number, payload: Partial<AgencyStudentPayload>): Promise<{ student: Student }> {
  return client.request('PUT', `/students/${id}`, { body: payload });
}

/** Deactivates one of the agency's students (DELETE /students/{id}). */
export function deactivate(client: Client, id: number): Promise<{ student: Student }> {
  return client.request('DELETE', `/students/${id}`);
}
