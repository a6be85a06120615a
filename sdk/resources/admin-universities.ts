import type { Client } from '../client.ts';
import type { AdminUniversityQuery, BulkActionResult, UniversityBulkAction } from '../schemas/admin.ts';
import type { Pagination } from '../schemas/common.ts';
import type { University, UniversityForm } from '../schemas/university.ts';

export type AdminUniversity = University & { _count: { applications: number } };

/** The catalogue as admins manage it. */
export function list(client: Client, query: AdminUniversityQuery = {}): Promise<{ universities: AdminUniversity[]; pagination: Pagination }> {
  return client.request('GET', '/admin/universities', { query });
}

/** Adds a university. */
export function create(client: Client, payload: UniversityForm): Promise<{ university: University }> {
  return client.request('POST', '/admin/universities/create', { body: payload });
}

/** Edits a university. */
export function update(client: Client, id: number, payload: Partial<UniversityForm>): Promise<{ university: University }> {
  return client.request('PUT', `/admin/universities/${id}`, { body: payload });
}

/** Deletes a university that has no applications. */
export function remove(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/admin/universities/${id}`);
}

/** Uploads the university's image in the multipart field `image`. */
export function uploadImage(client: Client, id: number, image: Blob, fileName = 'image'): Promise<{ imageUrl: string }> {
  const form = new FormData();
  form.append('image', image, fileName);
  return client.request('POST', `/admin/universities/${id}/image`, { form });
}

/** Features, unfeatures or deletes several universities. */
export function bulkAction(client: Client, payload: UniversityBulkAction): Promise<BulkActionResult> {
  return client.request('POST', '/admin/universities/bulk-action', { body: payload });
}
