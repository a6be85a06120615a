import { defineEventHandler } from 'h3';
import { StudentDocumentParams } from '#sdk/schemas/document';
import { deleteAgencyStudentDocument } from '#server/services/documents/agency-documents.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id, documentId } = validParams(event, StudentDocumentParams);
  await deleteAgencyStudentDocument(useApp(), user.id, id, documentId);
  return { success: true as const };
});
