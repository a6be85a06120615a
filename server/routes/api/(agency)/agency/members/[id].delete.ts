import { defineEventHandler } from 'h3';
import { AgencyMemberRemoval } from '#sdk/schemas/agency-team';
import { IdParams } from '#sdk/schemas/common';
import { removeAgencyMember } from '#server/services/agencies/agency-team.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams, validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  return removeAgencyMember(useApp(), user.id, id, validQuery(event, AgencyMemberRemoval));
});
