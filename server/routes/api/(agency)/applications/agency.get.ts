import { defineEventHandler } from 'h3';
import { ApplicationListQuery } from '#sdk/schemas/application';
import { listAgencyApplications } from '#server/services/applications/agency/agency-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return listAgencyApplications(useApp(), user.id, validQuery(event, ApplicationListQuery), readerLanguage(event));
});
