import { defineEventHandler } from 'h3';
import { agencyDashboard } from '#server/services/applications/agency/agency-dashboard.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return agencyDashboard(useApp(), user.id);
});
