import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { eraseAgencyStudent } from '#server/services/erasure/erasure.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** An agency erases one of its students: personal data and files go, the audit log says who asked. */
export default defineEventHandler(async (event) => {
  const agency = await requireUser(event, 'AGENCY');
  return eraseAgencyStudent(useApp(), agency, validParams(event, IdParams).id);
});
