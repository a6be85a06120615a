import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { MatchesQuery } from '#sdk/schemas/eligibility';
import { studentMatches } from '#server/services/eligibility/eligibility.service.ts';
import { requireAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams, validQuery } from '#server/utils/validate.ts';

/** One of the agency's students' matching programmes, best first (404 for another agency's student). */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id } = validParams(event, IdParams);
  const query = validQuery(event, MatchesQuery);
  const app = useApp();
  return studentMatches(app, await requireAgencyStudent(app, user.id, id), query);
});
