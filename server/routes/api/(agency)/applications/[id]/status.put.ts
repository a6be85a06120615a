import { defineEventHandler } from 'h3';
import { ApplicationStatusChange } from '#sdk/schemas/application';
import { IdParams } from '#sdk/schemas/common';
import { moveAgencyApplication } from '#server/services/applications/agency/agency-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  const payload = await validBody(event, ApplicationStatusChange);
  return { application: await moveAgencyApplication(useApp(), user, id, payload, readerLanguage(event)) };
});
