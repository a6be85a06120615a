import { defineEventHandler } from 'h3';
import { DocumentRequestAnswer, DocumentRequestParams } from '#sdk/schemas/review';
import { answerStudentDocumentRequest } from '#server/services/applications/student/student-applications.service.ts';
import { useApp } from '#server/utils/app.ts';
import { requireUser } from '#server/utils/auth.ts';
import { validBody, validParams } from '#server/utils/validate.ts';

/** The student answers a reviewer's document request once the documents are uploaded. */
export default defineEventHandler(async (event) => {
  const user = await requireUser(event, 'STUDENT');
  const { id, requestId } = validParams(event, DocumentRequestParams);
  const payload = await validBody(event, DocumentRequestAnswer);
  return answerStudentDocumentRequest(useApp(), user.id, id, requestId, payload);
});
