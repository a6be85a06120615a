import { defineEventHandler } from 'h3';
import { agencyOffices } from '#server/services/agencies/office.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return agencyOffices(useApp(), user.id);
});
