import { defineEventHandler } from 'h3';
import { UniversityProfileUpdate } from '#sdk/schemas/university';
import { updateUniversityProfile } from '#server/services/university-accounts/university-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const changes = await validBody(event, UniversityProfileUpdate);
  return { university: await updateUniversityProfile(useApp(), user.id, changes) };
});
