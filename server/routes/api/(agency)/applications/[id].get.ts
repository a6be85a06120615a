import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import {
  agencyApplication,
  applicationWarnings,
} from '#server/services/applications/agency/agency-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  const application = await agencyApplication(useApp(), user.id, id, readerLanguage(event));
  return {
    application,
    warnings: application.status === 'DRAFT' ? await applicationWarnings(useApp(), application) : [],
  };
});
