import { defineEventHandler, setResponseStatus } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { convertLead } from '#server/services/leads/lead-conversion.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  const conversion = await convertLead(useApp(), user.id, id);
  setResponseStatus(event, 201);
  return conversion;
});
