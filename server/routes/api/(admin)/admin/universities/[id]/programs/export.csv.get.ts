import { defineEventHandler } from 'h3';
import { CsvExportQuery, IdParams } from '#sdk/schemas/common';
import { exportPrograms } from '#server/services/programs/program-export.service.ts';
import { existingUniversityId } from '#server/services/programs/program.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams, validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  const app = useApp();
  const { lang } = validQuery(event, CsvExportQuery);
  return exportPrograms(app, event, await existingUniversityId(app, validParams(event, IdParams).id), lang);
});
