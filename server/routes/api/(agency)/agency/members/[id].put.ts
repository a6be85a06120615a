import { defineEventHandler } from 'h3';
import { AgencyMemberUpdate } from '#sdk/schemas/agency-team';
import { IdParams } from '#sdk/schemas/common';
import { updateAgencyMember } from '#server/services/agencies/agency-team.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  return { member: await updateAgencyMember(useApp(), user.id, id, await validBody(event, AgencyMemberUpdate)) };
});
