import { defineEventHandler } from 'h3';
import { CsvExportQuery } from '#sdk/schemas/common';
import { exportPrograms } from '#server/services/programs/program-export.service.ts';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const app = useApp();
  const { lang } = validQuery(event, CsvExportQuery);
  return exportPrograms(app, event, await ownUniversityId(app, user.id), lang);
});
