import type { Client } from '#sdk/client';
import { eachItem } from '#sdk/paginate';
import type { Pagination } from '#sdk/schemas/common';
import type { ContactMessagePayload, Lead, LeadListQuery, LeadPayload, LeadUpdate } from '#sdk/schemas/lead';

/** Sends the contact form; it reaches the admins' inbox. */
export function contact(client: Client, payload: ContactMessagePayload): Promise<{ lead: Lead }> {
  return client.request('POST', '/contact', { body: payload });
}

/** Sends a consultation, information or apply request (to the agency's inbox when `agencySlug` is given). */
export function create(client: Client, payload: LeadPayload): Promise<{ lead: Lead }> {
  return client.request('POST', '/leads', { body: payload });
}

/** The inbox of the signed-in agency, or the admins' inbox for an admin. */
export function list(client: Client, query: LeadListQuery = {}): Promise<{ leads: Lead[]; pagination: Pagination }> {
  return client.request('GET', '/leads', { query });
}

/** Marks a lead contacted or closed. */
export function update(client: Client, id: number, payload: LeadUpdate): Promise<{ lead: Lead }> {
  return client.request('PUT', `/leads/${id}`, { body: payload });
}

/** Turns an agency's lead into a student, with a draft application when the lead names a university. */
export function convert(
  client: Client,
  id: number,
): Promise<{ lead: Lead; studentId: number; applicationId: number | null }> {
  return client.request('POST', `/leads/${id}/convert`);
}

/** Every lead of the agency's inbox, page after page: `for await (const item of iterate(client, query))`. */
export const iterate = (client: Client, query: Omit<LeadListQuery, 'page'> = {}) =>
  eachItem('leads', (page) => list(client, { ...query, page }));
