import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { endSession } from '#server/services/auth/sessions.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  const { id } = validParams(event, IdParams);
  return endSession(useApp(), user.id, id);
});
