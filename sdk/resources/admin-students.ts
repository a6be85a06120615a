import type { Client } from '#sdk/client';
import { eachItem } from '#sdk/paginate';
import type {
  AdminStudent,
  AdminStudentQuery,
  BulkActionResult,
  StudentBulkAction,
  StudentStats,
} from '#sdk/schemas/admin';
import type { Pagination } from '#sdk/schemas/common';
import type { AdminStudentPayload, AdminStudentUpdate, Student } from '#sdk/schemas/student';

/** Every student (direct and agencies'), filtered, with figures over all students. */
export function list(
  client: Client,
  query: AdminStudentQuery = {},
): Promise<{ students: AdminStudent[]; pagination: Pagination; stats: StudentStats }> {
  return client.request('GET', '/admin/students', { query });
}

/** Creates a student, with a sign-in account when e-mail and password are given. */
export function create(client: Client, payload: AdminStudentPayload): Promise<{ student: Student }> {
  return client.request('POST', '/admin/students/create', { body: payload });
}

/** Edits a student (e-mail and password are not changed here). */
export function update(client: Client, id: number, payload: AdminStudentUpdate): Promise<{ student: Student }> {
  return client.request('PUT', `/admin/students/${id}`, { body: payload });
}

/** Deletes a student with their account, applications, documents and stored files. */
export function remove(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/admin/students/${id}`);
}

/** Activates, deactivates or deletes several students. */
export function bulkAction(client: Client, payload: StudentBulkAction): Promise<BulkActionResult> {
  return client.request('POST', '/admin/students/bulk-action', { body: payload });
}

/** Every student, page after page: `for await (const item of iterate(client, query))`. */
export const iterate = (client: Client, query: Omit<AdminStudentQuery, 'page'> = {}) =>
  eachItem('students', (page) => list(client, { ...query, page }));
