import { defineEventHandler } from 'h3';
import { listSessions } from '#server/services/auth/sessions.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => listSessions(useApp(), await requireUser(event)));
