import { defineEventHandler } from 'h3';
import { AdminApplicationListQuery } from '#sdk/schemas/review';
import { listAdminApplications } from '#server/services/applications/admin-review/admin-review.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return listAdminApplications(useApp(), validQuery(event, AdminApplicationListQuery), readerLanguage(event));
});
