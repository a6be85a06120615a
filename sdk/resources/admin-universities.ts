import type { Client } from '#sdk/client';
import { eachItem } from '#sdk/paginate';
import { postFormWithProgress } from '#sdk/upload-progress';
import type { AdminUniversity, AdminUniversityQuery, BulkActionResult, UniversityBulkAction } from '#sdk/schemas/admin';
import type { Pagination } from '#sdk/schemas/common';
import type { University, UniversityForm, UniversityUpdate } from '#sdk/schemas/university';

/** The catalogue as admins manage it. */
export function list(
  client: Client,
  query: AdminUniversityQuery = {},
): Promise<{ universities: AdminUniversity[]; pagination: Pagination }> {
  return client.request('GET', '/admin/universities', { query });
}

/** Adds a university. */
export function create(client: Client, payload: UniversityForm): Promise<{ university: University }> {
  return client.request('POST', '/admin/universities/create', { body: payload });
}

/** Edits a university. */
export function update(client: Client, id: number, payload: UniversityUpdate): Promise<{ university: University }> {
  return client.request('PUT', `/admin/universities/${id}`, { body: payload });
}

/** Deletes a university that has no applications. */
export function remove(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/admin/universities/${id}`);
}

const imageForm = (image: Blob, fileName: string) => {
  const form = new FormData();
  form.append('image', image, fileName);
  return form;
};

/** Uploads the university's image in the multipart field `image`. */
export function uploadImage(
  client: Client,
  id: number,
  image: Blob,
  fileName = 'image',
): Promise<{ imageUrl: string }> {
  return client.request('POST', `/admin/universities/${id}/image`, { form: imageForm(image, fileName) });
}

/** Uploads like `uploadImage`, reporting the real progress of the request as a fraction. Browsers only. */
export function uploadImageWithProgress(
  client: Client,
  id: number,
  image: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ imageUrl: string }> {
  return postFormWithProgress(
    client,
    `/admin/universities/${id}/image`,
    imageForm(image, image.name),
    onProgress,
    signal,
  );
}

/** Features, unfeatures or deletes several universities. */
export function bulkAction(client: Client, payload: UniversityBulkAction): Promise<BulkActionResult> {
  return client.request('POST', '/admin/universities/bulk-action', { body: payload });
}

/** Every university, page after page: `for await (const item of iterate(client, query))`. */
export const iterate = (client: Client, query: Omit<AdminUniversityQuery, 'page'> = {}) =>
  eachItem('universities', (page) => list(client, { ...query, page }));
