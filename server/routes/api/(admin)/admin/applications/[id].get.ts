import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { adminApplication } from '#server/services/applications/admin-review/admin-review.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return { application: await adminApplication(useApp(), validParams(event, IdParams).id, readerLanguage(event)) };
});
