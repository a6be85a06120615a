import type { Client } from '#sdk/client';
import type { AgencyOffice, AgencyOfficeForm, AgencyOfficeList } from '#sdk/schemas/agency-office';

/** The agency's offices, each with how many members and students belong to it. */
export function listOffices(client: Client): Promise<AgencyOfficeList> {
  return client.request('GET', '/agency/offices');
}

/** Opens an office (the owner and managers). */
export function createOffice(client: Client, payload: AgencyOfficeForm): Promise<{ office: AgencyOffice }> {
  return client.request('POST', '/agency/offices', { body: payload });
}

/** Renames an office (the owner and managers). */
export function updateOffice(client: Client, id: number, payload: AgencyOfficeForm): Promise<{ office: AgencyOffice }> {
  return client.request('PUT', `/agency/offices/${id}`, { body: payload });
}

/** Closes an office nobody works in any more (the owner and managers); its students keep no office. */
export function removeOffice(client: Client, id: number): Promise<{ success: true }> {
  return client.request('DELETE', `/agency/offices/${id}`);
}
