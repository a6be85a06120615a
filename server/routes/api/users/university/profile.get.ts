import { defineEventHandler } from 'h3';
import { universityProfile } from '../../../../services/university-accounts/university-account.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  return { university: await universityProfile(useApp(), user.id) };
});
