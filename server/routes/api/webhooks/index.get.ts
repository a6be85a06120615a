import { defineEventHandler } from 'h3';
import { listWebhooks } from '#server/services/webhooks/webhooks.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) =>
  listWebhooks(useApp(), (await requireUser(event, 'AGENCY', 'UNIVERSITY')).id),
);
