import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { takeIntoReview } from '#server/services/applications/admin-review/admin-review.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  return { application: await takeIntoReview(useApp(), admin, validParams(event, IdParams).id) };
});
