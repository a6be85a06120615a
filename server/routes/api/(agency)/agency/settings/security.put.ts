import { defineEventHandler } from 'h3';
import { SecuritySettings } from '#sdk/schemas/two-factor';
import { changeTeamSecurity } from '#server/services/agencies/team-security.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  return changeTeamSecurity(useApp(), user.id, await validBody(event, SecuritySettings));
});
