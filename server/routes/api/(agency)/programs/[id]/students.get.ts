import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { ProgramStudentsQuery } from '#sdk/schemas/eligibility';
import { programStudents } from '#server/services/eligibility/eligibility.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams, validQuery } from '#server/utils/validate.ts';

/** Which of the agency's active students qualify for this programme, best first. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  return programStudents(useApp(), user.id, id, validQuery(event, ProgramStudentsQuery));
});
