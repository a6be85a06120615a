import { defineEventHandler, getRequestHeader, setResponseStatus } from 'h3';
import { ContactMessagePayload } from '#sdk/schemas/lead';
import { submitContact } from '#server/services/leads/lead.service.ts';
import { useApp } from '#server/utils/app.ts';
import { clientAddress } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const payload = await validBody(event, ContactMessagePayload);
  const lead = await submitContact(useApp(), payload, {
    address: clientAddress(event),
    origin: getRequestHeader(event, 'origin'),
  });
  setResponseStatus(event, 201);
  return { lead };
});
