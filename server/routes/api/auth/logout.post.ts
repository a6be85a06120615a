import { defineEventHandler } from 'h3';
import { logout } from '#server/services/auth/auth.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUserWhileEnrolling, sessionOf } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = sessionOf(await requireUserWhileEnrolling(event));
  await logout(useApp().db, user.sessionId);
  return { success: true };
});
