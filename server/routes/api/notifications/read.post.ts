import { defineEventHandler } from 'h3';
import { MarkNotificationsReadPayload } from '#sdk/schemas/notification';
import { readNotifications } from '#server/services/notifications/notification.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  const { ids } = await validBody(event, MarkNotificationsReadPayload);
  return readNotifications(useApp(), user.id, ids);
});
