import { defineEventHandler } from 'h3';
import { SecondFactor } from '#sdk/schemas/two-factor';
import { disableTwoFactor } from '#server/services/auth/two-factor.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event);
  return disableTwoFactor(useApp(), user.id, await validBody(event, SecondFactor));
});
