import type { Client } from '#sdk/client';
import type { WeeklySummarySettings } from '#sdk/schemas/weekly-summary';

/** Whether the signed-in user chose the weekly e-mail of their analytics (an agency's owner, a university, an admin). */
export function retrieve(client: Client): Promise<WeeklySummarySettings> {
  return client.request('GET', '/analytics/weekly-summary');
}

/** Chooses the weekly e-mail of the analytics' headline figures, or turns it off. */
export function update(client: Client, settings: WeeklySummarySettings): Promise<WeeklySummarySettings> {
  return client.request('PUT', '/analytics/weekly-summary', { body: settings });
}
