import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { removeOffice } from '#server/services/agencies/office.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  await removeOffice(useApp(), user.id, validParams(event, IdParams).id);
  return { success: true as const };
});
