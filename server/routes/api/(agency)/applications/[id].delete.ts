import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { withdrawAgencyApplication } from '#server/services/applications/agency/agency-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** Withdraws (spec part 2, 7: DELETE withdraws); the record stays. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  return { application: await withdrawAgencyApplication(useApp(), user, id) };
});
