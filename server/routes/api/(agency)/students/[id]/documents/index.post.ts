import { defineEventHandler, setResponseStatus } from 'h3';
import { IdParams } from '#sdk/schemas/common';
import { uploadAgencyStudentDocuments } from '#server/services/documents/agency-documents.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validParams } from '#server/utils/validate.ts';

/** Multipart, as the student's own upload: up to 5 files in `file`, with `documentType` and an optional `description`. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const documents = await uploadAgencyStudentDocuments(useApp(), event, user.id, validParams(event, IdParams).id);
  setResponseStatus(event, 201);
  return { documents };
});
