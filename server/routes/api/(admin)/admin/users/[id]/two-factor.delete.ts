import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { resetTwoFactor } from '#server/services/auth/two-factor.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const { id } = validParams(event, IdParams);
  return resetTwoFactor(useApp(), admin.id, id);
});
