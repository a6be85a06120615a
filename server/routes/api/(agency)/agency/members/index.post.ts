import { defineEventHandler, setResponseStatus } from 'h3';
import { AgencyMemberInvitation } from '#sdk/schemas/agency-team';
import { inviteAgencyMember } from '#server/services/agencies/agency-team.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const member = await inviteAgencyMember(useApp(), user.id, await validBody(event, AgencyMemberInvitation));
  setResponseStatus(event, 201);
  return { member };
});
