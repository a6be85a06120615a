import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { universityApplication } from '#server/services/applications/university-review/university-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  return {
    application: await universityApplication(useApp(), user, validParams(event, IdParams).id, readerLanguage(event)),
  };
});
