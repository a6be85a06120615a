import { defineEventHandler, setResponseStatus } from 'h3';
import { LeadPayload } from '#sdk/schemas/lead-payload';
import { pageOrigin } from '#server/services/agencies/embed-origin.ts';
import { admitLead } from '#server/services/leads/lead-admission.ts';
import { submitLead } from '#server/services/leads/lead.service.ts';
import { useApp } from '#server/utils/app.ts';
import { clientAddress } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const app = useApp();
  const agency = await admitLead(app, event);
  const payload = await validBody(event, LeadPayload);
  const lead = await submitLead(app, payload, agency, {
    address: clientAddress(event),
    origin: pageOrigin(event).origin,
  });
  setResponseStatus(event, 201);
  return { lead };
});
