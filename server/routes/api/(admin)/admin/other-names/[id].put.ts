import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { OtherNameFields } from '#sdk/schemas/other-names';
import { changeOtherName } from '#server/services/universities/other-names/other-names.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const { id } = validParams(event, IdParams);
  return changeOtherName(useApp(), admin.id, id, await validBody(event, OtherNameFields));
});
