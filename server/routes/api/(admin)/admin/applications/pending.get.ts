import { defineEventHandler } from 'h3';
import { PendingQueueQuery } from '#sdk/schemas/review';
import { pendingQueue } from '#server/services/applications/admin-review/admin-review.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';
import { readerLanguage } from '#server/services/i18n/reader-language.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return pendingQueue(useApp(), validQuery(event, PendingQueueQuery), readerLanguage(event));
});
