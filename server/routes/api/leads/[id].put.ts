import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { LeadUpdate } from '#sdk/schemas/lead';
import { inboxOf } from '#server/services/leads/lead-inbox.ts';
import { changeLeadStatus } from '#server/services/leads/lead.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'ADMIN');
  const { id } = validParams(event, IdParams);
  const update = await validBody(event, LeadUpdate);
  return { lead: await changeLeadStatus(useApp(), await inboxOf(useApp(), user), id, update) };
});
