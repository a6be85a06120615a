import { defineEventHandler } from 'h3';
import { UniversityProfileUpdate } from '#sdk/schemas/university';
import { updateUniversityProfile } from '../../../../services/university-accounts/university-account.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';
import { validBody } from '../../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const changes = await validBody(event, UniversityProfileUpdate);
  return { university: await updateUniversityProfile(useApp(), user.id, changes) };
});
