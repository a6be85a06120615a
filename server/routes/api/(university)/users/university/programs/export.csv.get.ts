import { defineEventHandler } from 'h3';
import { exportPrograms } from '#server/services/programs/program-export.service.ts';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const app = useApp();
  return exportPrograms(app, event, await ownUniversityId(app, user.id));
});
