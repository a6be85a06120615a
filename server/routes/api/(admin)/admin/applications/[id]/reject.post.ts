import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { AdminRejection } from '#sdk/schemas/review';
import { rejectApplication } from '#server/services/applications/admin-review/admin-review.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const { id } = validParams(event, IdParams);
  return { application: await rejectApplication(useApp(), admin, id, await validBody(event, AdminRejection)) };
});
