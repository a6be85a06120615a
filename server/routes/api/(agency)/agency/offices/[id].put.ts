import { defineEventHandler } from 'h3';
import { AgencyOfficeForm } from '#sdk/schemas/agency-office';
import { IdParams } from '#sdk/schemas/common';
import { updateOffice } from '#server/services/agencies/office.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  return { office: await updateOffice(useApp(), user.id, id, await validBody(event, AgencyOfficeForm)) };
});
