import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { removeOtherName } from '#server/services/universities/other-names/other-names.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const { id } = validParams(event, IdParams);
  return removeOtherName(useApp(), admin.id, id);
});
