import { defineEventHandler } from 'h3';
import { ApplicationExportQuery } from '#sdk/schemas/application';
import { exportAgencyApplications } from '#server/services/applications/agency/application-export.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return exportAgencyApplications(useApp(), event, user.id, validQuery(event, ApplicationExportQuery));
});
