import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { OfferDecisionPayload } from '#sdk/schemas/offer';
import { answerStudentOffer } from '#server/services/applications/student/student-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const { id } = validParams(event, IdParams);
  const payload = await validBody(event, OfferDecisionPayload);
  return { application: await answerStudentOffer(useApp(), user, id, payload) };
});
