import { defineEventHandler } from 'h3';
import { ChecklistDecisionPayload, ChecklistParams } from '#sdk/schemas/review';
import { decideChecklistItem } from '#server/services/applications/admin-review/admin-review.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const { id, documentType } = validParams(event, ChecklistParams);
  const payload = await validBody(event, ChecklistDecisionPayload);
  return { application: await decideChecklistItem(useApp(), admin, id, documentType, payload) };
});
