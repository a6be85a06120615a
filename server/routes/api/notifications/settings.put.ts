import { defineEventHandler } from 'h3';
import { NotificationSettings } from '#sdk/schemas/notification';
import { updateEmailSettings } from '#server/services/notifications/notification.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  return updateEmailSettings(useApp(), user.id, await validBody(event, NotificationSettings));
});
