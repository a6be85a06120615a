import { defineEventHandler } from 'h3';
import { importPrograms } from '#server/services/programs/program-import.service.ts';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

/** Multipart: the university's programmes as a CSV in `file`, with `mode` (dryRun, apply or validRowsOnly). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const app = useApp();
  return importPrograms(app, event, await ownUniversityId(app, user.id), 'university');
});
