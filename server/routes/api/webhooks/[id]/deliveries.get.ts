import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { WebhookDeliveriesQuery } from '#sdk/schemas/webhooks';
import { webhookDeliveries } from '#server/services/webhooks/webhooks.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams, validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'UNIVERSITY');
  const { id } = validParams(event, IdParams);
  return webhookDeliveries(useApp(), user.id, id, validQuery(event, WebhookDeliveriesQuery));
});
