import { defineEventHandler } from 'h3';
import { OutboxQuery } from '#sdk/schemas/outbox';
import { outboxList } from '#server/services/mail/outbox.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  await requireUser(event, 'ADMIN');
  return outboxList(useApp(), validQuery(event, OutboxQuery));
});
