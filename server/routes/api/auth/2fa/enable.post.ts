import { defineEventHandler } from 'h3';
import { TwoFactorEnablePayload } from '#sdk/schemas/two-factor';
import { enableTwoFactor } from '#server/services/auth/two-factor.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUserWhileEnrolling } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUserWhileEnrolling(event);
  const { code } = await validBody(event, TwoFactorEnablePayload);
  return enableTwoFactor(useApp(), user.id, code);
});
