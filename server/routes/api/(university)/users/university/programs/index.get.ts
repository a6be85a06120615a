import { defineEventHandler } from 'h3';
import { listUniversityPrograms } from '#server/services/programs/program.service.ts';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const app = useApp();
  return { programs: await listUniversityPrograms(app, await ownUniversityId(app, user.id)) };
});
