import type { Client } from '#sdk/client';
import type {
  Agency,
  AgencyEmbed,
  AgencyEmbedSettings,
  AgencyProfileUpdate,
  AgencySetupPayload,
} from '#sdk/schemas/agency';

/** Creates the signed-in agency's profile (POST /users/agency-setup). */
export function setup(client: Client, payload: AgencySetupPayload): Promise<{ agency: Agency }> {
  return client.request('POST', '/users/agency-setup', { body: payload });
}

/** The signed-in agency's profile. */
export function retrieve(client: Client): Promise<{ agency: Agency }> {
  return client.request('GET', '/users/agency/profile');
}

/** Updates the signed-in agency's profile. */
export function update(client: Client, payload: AgencyProfileUpdate): Promise<{ agency: Agency }> {
  return client.request('PUT', '/users/agency/profile', { body: payload });
}

/** Uploads the agency's logo (an image under 5 MB) in the multipart field `logo`. */
export function uploadLogo(client: Client, logo: Blob, fileName = 'logo'): Promise<{ logoUrl: string }> {
  const form = new FormData();
  form.append('logo', logo, fileName);
  return client.request('POST', '/uploads/agency/logo', { form });
}

/** The agency's slug, brand colour, logo and the origins allowed to embed its widgets. */
export function retrieveEmbed(client: Client): Promise<{ embed: AgencyEmbed }> {
  return client.request('GET', '/users/agency/embed');
}

/** Sets the agency's slug, brand colour and the origins allowed to embed its widgets. */
export function updateEmbed(client: Client, payload: AgencyEmbedSettings): Promise<{ embed: AgencyEmbed }> {
  return client.request('PUT', '/users/agency/embed', { body: payload });
}
