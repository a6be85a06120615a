import { defineEventHandler } from 'h3';
import { universityProfile } from '#server/services/university-accounts/university-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  return { university: await universityProfile(useApp(), user.id) };
});
