import type { Client } from '#sdk/client';
import { postFormWithProgress } from '#sdk/upload-progress';
import type { DocumentType } from '#sdk/schemas/enums';
import type { DocumentListQuery, DocumentStats, DocumentUpdate, StudentDocument } from '#sdk/schemas/document';

/** The signed-in student's documents. */
export function list(client: Client, query: DocumentListQuery = {}): Promise<{ documents: StudentDocument[] }> {
  return client.request('GET', '/direct-students/documents', { query });
}

/** The multipart body of an upload: up to 5 files in the field `file`, with their type (one for all, or a file's own) and description. */
export function uploadForm(
  files: { blob: Blob; name: string; documentType?: DocumentType }[],
  documentType: DocumentType,
  description?: string,
): FormData {
  const form = new FormData();
  const types = files.map((file) => file.documentType ?? documentType);
  // One type for all the files, or one per file in their order when they differ.
  for (const type of types.every((type) => type === types[0]) ? [types[0] ?? documentType] : types)
    form.append('documentType', type);
  if (description) form.append('description', description);
  for (const file of files) form.append('file', file.blob, file.name);
  return form;
}

/** Uploads one or more files of one type. */
export function upload(client: Client, form: FormData): Promise<{ documents: StudentDocument[] }> {
  return client.request('POST', '/direct-students/documents/upload', { form });
}

/**
 * Uploads like `upload`, and reports the real progress of the request body as a fraction. Browsers only.
 */
export function uploadWithProgress(
  client: Client,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ documents: StudentDocument[] }> {
  return postFormWithProgress(client, '/direct-students/documents/upload', form, onProgress, signal);
}

/** One document's details. */
export function retrieve(client: Client, id: number): Promise<{ document: StudentDocument }> {
  return client.request('GET', `/direct-students/documents/${id}`);
}

/** Changes a document's type or description. */
export function update(client: Client, id: number, payload: DocumentUpdate): Promise<{ document: StudentDocument }> {
  return client.request('PUT', `/direct-students/documents/${id}`, { body: payload });
}

/** Deletes a document and its stored file. */
export function remove(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/direct-students/documents/${id}`);
}

/** The file itself, as a streamed response. */
export function download(client: Client, id: number): Promise<Response> {
  return client.fetchRaw('GET', `/direct-students/documents/${id}/download`);
}

/** Totals: all, verified, pending and per type. */
export function stats(client: Client): Promise<{ stats: DocumentStats }> {
  return client.request('GET', '/direct-students/documents/stats/overview');
}
