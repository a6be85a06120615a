import { defineEventHandler } from 'h3';
import { DocumentListQuery } from '#sdk/schemas/document';
import { listStudentDocuments } from '#server/services/documents/document.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  return { documents: await listStudentDocuments(useApp(), user.id, validQuery(event, DocumentListQuery)) };
});
