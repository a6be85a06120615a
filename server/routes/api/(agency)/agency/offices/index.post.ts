import { defineEventHandler, setResponseStatus } from 'h3';
import { AgencyOfficeForm } from '#sdk/schemas/agency-office';
import { createOffice } from '#server/services/agencies/office.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const office = await createOffice(useApp(), user.id, await validBody(event, AgencyOfficeForm));
  setResponseStatus(event, 201);
  return { office };
});
