import { defineEventHandler } from 'h3';
import { me } from '#server/services/auth/auth.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUserWhileEnrolling } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => ({
  user: await me(useApp().db, (await requireUserWhileEnrolling(event)).id),
}));
