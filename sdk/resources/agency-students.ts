import type { Client } from '#sdk/client';
import { eachItem } from '#sdk/paginate';
import { postFormWithProgress } from '#sdk/upload-progress';
import type { Pagination } from '#sdk/schemas/common';
import type { StudentDocument } from '#sdk/schemas/document';
import {
  type AgencyStudent,
  type AgencyStudentExportQuery,
  type AgencyStudentListQuery,
  type AgencyStudentPayload,
  type AgencyStudentStats,
  type AgencyStudentUpdate,
  type PlanUsage,
  STUDENT_CSV_COLUMNS,
  type StudentImportOptions,
  type StudentImportReport,
} from '#sdk/schemas/student';

/** The signed-in agency's students: a page of them, the figures over all of them and the plan's room. */
export function list(
  client: Client,
  query: AgencyStudentListQuery = {},
): Promise<{ students: AgencyStudent[]; pagination: Pagination; stats: AgencyStudentStats; plan: PlanUsage }> {
  return client.request('GET', '/students', { query });
}

/** Adds a student (the plan's cap applies). */
export function create(client: Client, payload: AgencyStudentPayload): Promise<{ student: AgencyStudent }> {
  return client.request('POST', '/students', { body: payload });
}

/** One of the agency's students. */
export function retrieve(client: Client, id: number): Promise<{ student: AgencyStudent }> {
  return client.request('GET', `/students/${id}`);
}

/** Edits one of the agency's students; `{ isActive: true }` reactivates (the plan's cap applies). */
export function update(client: Client, id: number, payload: AgencyStudentUpdate): Promise<{ student: AgencyStudent }> {
  return client.request('PUT', `/students/${id}`, { body: payload });
}

/** Deactivates one of the agency's students (DELETE /students/{id}). */
export function deactivate(client: Client, id: number): Promise<{ student: AgencyStudent }> {
  return client.request('DELETE', `/students/${id}`);
}

/** The documents of one of the agency's students, newest first (the same ones the student sees). */
export function listDocuments(client: Client, id: number): Promise<{ documents: StudentDocument[] }> {
  return client.request('GET', `/students/${id}/documents`);
}

/** Uploads documents for one of the agency's students; the form is `student-documents.uploadForm`'s. */
export function uploadDocuments(client: Client, id: number, form: FormData): Promise<{ documents: StudentDocument[] }> {
  return client.request('POST', `/students/${id}/documents`, { form });
}

/** Uploads like `uploadDocuments`, and reports the real progress of the request body as a fraction. Browsers only. */
export function uploadDocumentsWithProgress(
  client: Client,
  id: number,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ documents: StudentDocument[] }> {
  return postFormWithProgress(client, `/students/${id}/documents`, form, onProgress, signal);
}

/** Deletes a document of one of the agency's students, and its stored file. */
export function removeDocument(client: Client, id: number, documentId: number): Promise<{ success: true }> {
  return client.request('DELETE', `/students/${id}/documents/${documentId}`);
}

/** Every one of the agency's students, page after page: `for await (const item of iterate(client, query))`. */
export const iterate = (client: Client, query: Omit<NonNullable<Parameters<typeof list>[1]>, 'page'> = {}) =>
  eachItem('students', (page) => list(client, { ...query, page }));

/** Every student the list's filters select, as a CSV file (UTF-8 with a byte-order mark), its columns named in `lang`. */
export async function exportCsv(client: Client, query: AgencyStudentExportQuery = {}): Promise<Blob> {
  return (await client.fetchRaw('GET', '/students/export.csv', { query })).blob();
}

/** The import's template: a CSV with the export's columns and no rows. */
export const importTemplate = (): Blob =>
  new Blob([`\uFEFF${STUDENT_CSV_COLUMNS.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });

/** The multipart body of an import: the CSV file, a dry run or the import, and what duplicates do. */
export function importForm(file: Blob, name: string, options: StudentImportOptions = {}): FormData {
  const form = new FormData();
  if (options.mode) form.append('mode', options.mode);
  if (options.duplicates) form.append('duplicates', options.duplicates);
  form.append('file', file, name);
  return form;
}

/**
 * Imports students from a CSV (at most 10,000 rows): `mode: 'dryRun'` (the default) reports every
 * row's errors and the duplicates; `mode: 'apply'` imports all the rows or none (the plan's cap applies).
 */
export function importCsv(client: Client, form: FormData): Promise<StudentImportReport> {
  return client.request('POST', '/students/import', { form });
}
