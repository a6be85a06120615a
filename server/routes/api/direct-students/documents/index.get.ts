import { defineEventHandler } from 'h3';
import { DocumentListQuery } from '#sdk/schemas/document';
import { listStudentDocuments } from '../../../../services/documents/document.service.ts';
import { useApp } from '../../../../utils/app.ts';
import { requireUser } from '../../../../utils/auth.ts';
import { validQuery } from '../../../../utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  return { documents: await listStudentDocuments(useApp(), user.id, validQuery(event, DocumentListQuery)) };
});
