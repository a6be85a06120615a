import { defineEventHandler, setResponseStatus } from 'h3';
import { uploadStudentDocuments } from '#server/services/documents/document.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';

/** Multipart: up to 5 files in `file`, with `documentType` and an optional `description`. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const documents = await uploadStudentDocuments(useApp(), event, user.id);
  setResponseStatus(event, 201);
  return { documents };
});
