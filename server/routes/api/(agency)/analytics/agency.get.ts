import { defineEventHandler } from 'h3';
import { AgencyAnalyticsQuery } from '#sdk/schemas/analytics';
import { agencyAnalytics } from '#server/services/analytics/agency-analytics.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return agencyAnalytics(useApp(), user.id, validQuery(event, AgencyAnalyticsQuery));
});
