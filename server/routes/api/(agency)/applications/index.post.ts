import { defineEventHandler, setResponseStatus } from 'h3';
import { AgencyApplicationCreate } from '#sdk/schemas/application';
import {
  applicationWarnings,
  createAgencyApplication,
} from '#server/services/applications/agency/agency-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const payload = await validBody(event, AgencyApplicationCreate);
  const application = await createAgencyApplication(useApp(), user, payload, readerLanguage(event));
  setResponseStatus(event, 201);
  // Created either way: the warnings say what a university would refuse, and which fields to fix;
  // only before submission (after it, the application carries its verdict).
  return {
    application,
    warnings: application.status === 'DRAFT' ? await applicationWarnings(useApp(), application) : [],
  };
});
