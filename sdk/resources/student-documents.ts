import type { Client } from '../client.ts';
import { ApiError } from '../errors.ts';
import type { DocumentType } from '../schemas/enums.ts';
import type { DocumentListQuery, DocumentStats, DocumentUpdate, StudentDocument } from '../schemas/document.ts';

/** The signed-in student's documents. */
export function list(client: Client, query: DocumentListQuery = {}): Promise<{ documents: StudentDocument[] }> {
  return client.request('GET', '/direct-students/documents', { query });
}

/** The multipart body of an upload: up to 5 files in the field `file`, with their type and description. */
export function uploadForm(files: { blob: Blob; name: string }[], documentType: DocumentType, description?: string): FormData {
  const form = new FormData();
  form.append('documentType', documentType);
  if (description) form.append('description', description);
  for (const file of files) form.append('file', file.blob, file.name);
  return form;
}

/** Uploads one or more files of one type. */
export function upload(client: Client, form: FormData): Promise<{ documents: StudentDocument[] }> {
  return client.request('POST', '/direct-students/documents/upload', { form });
}

/**
 * Uploads like `upload`, and reports the real progress of the request body as a fraction
 * (XMLHttpRequest's upload events; fetch has none). Browsers only.
 */
export function uploadWithProgress(
  client: Client,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ documents: StudentDocument[] }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', client.url('/direct-students/documents/upload'));
    xhr.setRequestHeader('accept', 'application/json');
    if (client.token) xhr.setRequestHeader('authorization', `Bearer ${client.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: ApiError falls back to the status.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
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
