import { defineEventHandler } from 'h3';
import { CsvExportQuery } from '#sdk/schemas/common';
import { exportClaims } from '#server/services/commissions/claims-export.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'UNIVERSITY', 'ADMIN');
  return exportClaims(useApp(), event, user, validQuery(event, CsvExportQuery).lang);
});
