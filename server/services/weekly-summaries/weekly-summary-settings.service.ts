import type { WeeklySummarySettings } from '#sdk/schemas/weekly-summary';
import type { App } from '#server/utils/app.ts';
import { findWeeklySummaryChoice, saveWeeklySummaryChoice } from './weekly-summary.repository.ts';

/** GET /analytics/weekly-summary. */
export const weeklySummarySettings = async (app: App, userId: number): Promise<WeeklySummarySettings> => ({
  weeklySummary: await findWeeklySummaryChoice(app.db, userId),
});

/** PUT /analytics/weekly-summary: the next summary follows the choice (the job reads it each time it runs). */
export async function changeWeeklySummary(app: App, userId: number, settings: WeeklySummarySettings) {
  await saveWeeklySummaryChoice(app.db, userId, settings.weeklySummary);
  return weeklySummarySettings(app, userId);
}
