import { defineEventHandler } from 'h3';
import { emailSettings } from '#server/services/notifications/notification.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  return emailSettings(useApp(), user.id);
});
