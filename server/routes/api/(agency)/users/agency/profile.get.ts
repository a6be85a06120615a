import { defineEventHandler } from 'h3';
import { agencyProfile } from '#server/services/agencies/agency-account.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return { agency: await agencyProfile(useApp(), user.id) };
});
