import { defineEventHandler } from 'h3';
import { TwoFactorVerifyPayload } from '#sdk/schemas/two-factor';
import { completeSignIn } from '#server/services/auth/auth.service.ts';
import { passChallenge } from '#server/services/auth/two-factor.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requestDevice } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const { challengeToken, ...factor } = await validBody(event, TwoFactorVerifyPayload);
  const app = useApp();
  return completeSignIn(app, await passChallenge(app, challengeToken, factor), requestDevice(event));
});
