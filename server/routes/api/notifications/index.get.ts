import { defineEventHandler } from 'h3';
import { NotificationsQuery } from '#sdk/schemas/notification';
import { notificationList } from '#server/services/notifications/notification.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  return notificationList(useApp(), user.id, validQuery(event, NotificationsQuery));
});
