import { defineEventHandler } from 'h3';
import { refresh } from '../../../services/auth/auth.service.ts';
import { useApp } from '../../../utils/app.ts';
import { requireUser } from '../../../utils/auth.ts';

export default defineEventHandler(async (event) => refresh(useApp(), await requireUser(event)));
