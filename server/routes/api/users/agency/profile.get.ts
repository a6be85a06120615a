import { defineEventHandler } from 'h3';
import { agencyProfile } from '../../../../services/agencies/agency-account.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return { agency: await agencyProfile(useApp(), user.id) };
});
