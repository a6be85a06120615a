import { defineEventHandler } from 'h3';
import { listKeys } from '#server/services/api-keys/api-keys.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) =>
  listKeys(useApp(), (await requireUser(event, 'AGENCY', 'UNIVERSITY')).id),
);
