import type { Client } from '../client.ts';
import type { AdminStudentQuery, BulkActionResult, StudentBulkAction } from '../schemas/admin.ts';
import type { Pagination } from '../schemas/common.ts';
import type { AdminStudentPayload, Student } from '../schemas/student.ts';

export type AdminStudent = Student & { user: { email: string; lastLogin: string | null } | null; _count: { applications: number; documents: number } };

/** Every direct student, filtered. */
export function list(client: Client, query: AdminStudentQuery = {}): Promise<{ students: AdminStudent[]; pagination: Pagination }> {
  return client.request('GET', '/admin/students', { query });
}

/** Creates a student with a sign-in account. */
export function create(client: Client, payload: AdminStudentPayload): Promise<{ student: Student }> {
  return client.request('POST', '/admin/students/create', { body: payload });
}

/** Edits a student (the password is not changed here). */
export function update(client: Client, id: number, payload: Partial<Omit<AdminStudentPayload, 'password'>>): Promise<{ student: Student }> {
  return client.request('PUT', `/admin/students/${id}`, { body: payload });
}

/** Deletes a student with their applications and documents. */
export function remove(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/admin/students/${id}`);
}

/** Activates, deactivates or deletes several students. */
export function bulkAction(client: Client, payload: StudentBulkAction): Promise<BulkActionResult> {
  return client.request('POST', '/admin/students/bulk-action', { body: payload });
}
