import type { Client } from '#sdk/client';
import type { AgencyPublicFace } from '#sdk/schemas/agency';

/** An agency's public face for its widgets: name, slug, brand colour and logo. */
export function retrieve(client: Client, slug: string): Promise<{ agency: AgencyPublicFace }> {
  return client.request('GET', `/public/agencies/${encodeURIComponent(slug)}`);
}
