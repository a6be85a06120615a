import { defineEventHandler } from 'h3';
import { weeklySummarySettings } from '#server/services/weekly-summaries/weekly-summary-settings.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

/** Whether the signed-in agency owner, university or admin chose the weekly e-mail of their analytics (a manager or counsellor: 403, owner-routes.ts). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'UNIVERSITY', 'ADMIN');
  return weeklySummarySettings(useApp(), user.id);
});
