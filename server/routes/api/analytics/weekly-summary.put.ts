import { defineEventHandler } from 'h3';
import { WeeklySummarySettings } from '#sdk/schemas/weekly-summary';
import { changeWeeklySummary } from '#server/services/weekly-summaries/weekly-summary-settings.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

/** Chooses the weekly e-mail of the analytics' headline figures, or turns it off (a manager or counsellor: 403, owner-routes.ts). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'UNIVERSITY', 'ADMIN');
  return changeWeeklySummary(useApp(), user.id, await validBody(event, WeeklySummarySettings));
});
