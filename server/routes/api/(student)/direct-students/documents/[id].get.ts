import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { studentDocument } from '#server/services/documents/document.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  return { document: await studentDocument(useApp(), user.id, validParams(event, IdParams).id) };
});
