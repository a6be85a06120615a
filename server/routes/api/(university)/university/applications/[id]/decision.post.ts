import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { UniversityDecisionPayload } from '#sdk/schemas/university-review';
import { decideUniversityApplication } from '#server/services/applications/university-review/university-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const { id } = validParams(event, IdParams);
  const decision = await validBody(event, UniversityDecisionPayload);
  return { application: await decideUniversityApplication(useApp(), user, id, decision) };
});
