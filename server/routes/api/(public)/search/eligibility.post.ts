import { defineEventHandler } from 'h3';
import { TextsQuery, UniversitiesCheck } from '#sdk/schemas/eligibility';
import { checkUniversities, limitVisitorChecks } from '#server/services/eligibility/eligibility.service.ts';
import { useApp } from '#server/utils/app.ts';
import { clientAddress } from '#server/utils/auth.ts';
import { validBody, validQuery } from '#server/utils/validate.ts';

/** A visitor's profile against the programmes of up to 24 universities (the search widget's results): each one's best programme, best first. Nothing is stored. */
export default defineEventHandler(async (event) => {
  const { lang } = validQuery(event, TextsQuery);
  const app = useApp();
  await limitVisitorChecks(app, clientAddress(event));
  const { profile, universityIds } = await validBody(event, UniversitiesCheck);
  return checkUniversities(app, profile, universityIds, lang);
});
