import { defineEventHandler, setResponseStatus } from 'h3';
import { WebhookPayload } from '#sdk/schemas/webhooks';
import { createWebhook } from '#server/services/webhooks/webhooks.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'UNIVERSITY');
  const created = await createWebhook(useApp(), user.id, await validBody(event, WebhookPayload));
  setResponseStatus(event, 201);
  return created;
});
