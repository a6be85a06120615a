import { defineEventHandler, setResponseStatus } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { DocumentRequestCreate } from '#sdk/schemas/review';
import { requestDocuments } from '#server/services/applications/admin-review/admin-review.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const admin = await requireUser(event, 'ADMIN');
  const { id } = validParams(event, IdParams);
  const application = await requestDocuments(useApp(), admin, id, await validBody(event, DocumentRequestCreate));
  setResponseStatus(event, 201);
  return { application };
});
