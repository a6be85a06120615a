import { defineEventHandler } from 'h3';
import { listSessions } from '#server/services/auth/sessions.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser, sessionOf } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => listSessions(useApp(), sessionOf(await requireUser(event))));
