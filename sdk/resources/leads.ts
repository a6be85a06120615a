import type { Client } from '#sdk/client';
import { eachOlder } from '#sdk/paginate';
import type { Pagination } from '#sdk/schemas/common';
import type { ContactMessagePayload, Lead, LeadListQuery, LeadUpdate } from '#sdk/schemas/lead';
import type { LeadPayload } from '#sdk/schemas/lead-payload';

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

/**
 * Every lead of the agency's inbox, newest first: `for await (const item of iterate(client, query))`.
 * Walked by keyset (`beforeId`), so changing the leads it filters on while walking skips none.
 */
export const iterate = (client: Client, query: Omit<LeadListQuery, 'page' | 'beforeId'> = {}) =>
  eachOlder('leads', (beforeId) => list(client, { ...query, beforeId }));
