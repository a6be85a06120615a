import { defineEventHandler } from 'h3';
import { AnalyticsRangeQuery } from '#sdk/schemas/analytics';
import { universityAnalytics } from '#server/services/analytics/university-analytics.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  return universityAnalytics(useApp(), user.id, validQuery(event, AnalyticsRangeQuery));
});
