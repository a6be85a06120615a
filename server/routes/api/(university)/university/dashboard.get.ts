import { defineEventHandler } from 'h3';
import { universityDashboard } from '#server/services/applications/university-review/university-dashboard.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  return universityDashboard(useApp(), user.id);
});
