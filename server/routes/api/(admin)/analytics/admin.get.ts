import { defineEventHandler } from 'h3';
import { AnalyticsRangeQuery } from '#sdk/schemas/analytics';
import { adminAnalytics } from '#server/services/analytics/admin-analytics.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return adminAnalytics(useApp(), validQuery(event, AnalyticsRangeQuery));
});
