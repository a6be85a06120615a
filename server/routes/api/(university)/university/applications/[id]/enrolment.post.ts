import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { EnrolmentPayload } from '#sdk/schemas/offer';
import { recordUniversityEnrolment } from '#server/services/applications/university-review/university-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'UNIVERSITY');
  const { id } = validParams(event, IdParams);
  const payload = await validBody(event, EnrolmentPayload);
  return { application: await recordUniversityEnrolment(useApp(), user, id, payload) };
});
