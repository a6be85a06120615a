import { defineEventHandler } from 'h3';
import { refresh } from '#server/services/auth/auth.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requestDevice, requireUser, sessionOf } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) =>
  refresh(useApp(), sessionOf(await requireUser(event)), requestDevice(event)),
);
