import { defineEventHandler } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { DocumentUpdate } from '#sdk/schemas/document';
import { updateStudentDocument } from '#server/services/documents/document.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const { id } = validParams(event, IdParams);
  return { document: await updateStudentDocument(useApp(), user.id, id, await validBody(event, DocumentUpdate)) };
});
