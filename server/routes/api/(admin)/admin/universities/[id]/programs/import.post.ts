import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { importPrograms } from '#server/services/programs/program-import.service.ts';
import { existingUniversityId } from '#server/services/programs/program.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** Multipart: a university's programmes as a CSV in `file`, with `mode` (dryRun, apply or validRowsOnly). */
export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  const app = useApp();
  return importPrograms(app, event, await existingUniversityId(app, validParams(event, IdParams).id), 'admin');
});
