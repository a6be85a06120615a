import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { removeWebhook } from '#server/services/webhooks/webhooks.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'UNIVERSITY');
  return removeWebhook(useApp(), user.id, validParams(event, IdParams).id);
});
