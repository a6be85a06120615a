import { defineEventHandler } from 'h3';
import { LeadListQuery } from '#sdk/schemas/lead';
import { inboxOf } from '#server/services/leads/lead-inbox.ts';
import { listInbox } from '#server/services/leads/lead.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY', 'ADMIN');
  const query = validQuery(event, LeadListQuery);
  return listInbox(useApp(), await inboxOf(useApp(), user), query);
});
