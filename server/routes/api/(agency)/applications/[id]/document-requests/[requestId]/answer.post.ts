import { defineEventHandler } from 'h3';
import { DocumentRequestAnswer, DocumentRequestParams } from '#sdk/schemas/review';
import { answerAgencyDocumentRequest } from '#server/services/applications/agency/agency-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

/** The agency answers a reviewer's document request for its student once the documents are uploaded. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'AGENCY');
  const { id, requestId } = validParams(event, DocumentRequestParams);
  const payload = await validBody(event, DocumentRequestAnswer);
  return answerAgencyDocumentRequest(useApp(), user, id, requestId, payload);
});
