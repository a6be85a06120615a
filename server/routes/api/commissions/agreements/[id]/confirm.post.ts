import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { confirmAgreement } from '#server/services/commissions/agreements.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** The university named in the agreement agrees to its terms. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  return confirmAgreement(useApp(), user, validParams(event, IdParams).id);
});
