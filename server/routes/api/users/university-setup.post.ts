import { defineEventHandler, setResponseStatus } from 'h3';
import { UniversitySetupPayload } from '#sdk/schemas/university';
import { setupUniversity } from '../../../services/university-accounts/university-account.service.ts';
import { useApp } from '../../../utils/app.ts';
import { requireUser } from '../../../utils/auth.ts';
import { validBody } from '../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const payload = await validBody(event, UniversitySetupPayload);
  setResponseStatus(event, 201);
  return { university: await setupUniversity(useApp(), user.id, payload) };
});
