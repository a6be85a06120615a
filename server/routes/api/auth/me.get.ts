import { defineEventHandler } from 'h3';
import { me } from '../../../services/auth/auth.service.ts';
import { useApp } from '../../../utils/app.ts';
import { requireUser } from '../../../utils/auth.ts';

export default defineEventHandler(async (event) => ({ user: await me(useApp().db, (await requireUser(event)).id) }));
