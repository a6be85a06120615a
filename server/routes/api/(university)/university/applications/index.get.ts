import { defineEventHandler } from 'h3';
import { UniversityApplicationListQuery } from '#sdk/schemas/university-review';
import { listUniversityApplications } from '#server/services/applications/university-review/university-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  return listUniversityApplications(
    useApp(),
    user,
    validQuery(event, UniversityApplicationListQuery),
    readerLanguage(event),
  );
});
