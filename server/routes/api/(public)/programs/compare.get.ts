import { defineEventHandler } from 'h3';
import { CompareQuery } from '#sdk/schemas/eligibility';
import { comparedProfile } from '#server/services/eligibility/compare-viewer.ts';
import { comparePrograms } from '#server/services/eligibility/eligibility.service.ts';
import { useApp } from '#server/utils/app.ts';
import { validQuery } from '#server/utils/validate.ts';

/** Up to four programmes side by side, with the verdicts of the student who asks or of an agency's student. */
export default defineEventHandler(async (event) => {
  const query = validQuery(event, CompareQuery);
  const app = useApp();
  return comparePrograms(app, query, await comparedProfile(app, event, query.studentId));
});
