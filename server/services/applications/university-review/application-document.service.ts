import type { H3Event } from 'h3';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { notFound } from '#server/utils/errors.ts';
import { findDocument } from '#server/services/documents/document.repository.ts';
import { sendStoredFile } from '#server/services/files/send-file.ts';
import { ownApplication } from './university-applications.service.ts';

/**
 * A verified document of an applicant, to the university the application reached (the
 * university sees the verified documents). Any other document does not exist for it.
 */
export async function sendApplicationDocument(
  app: App,
  event: H3Event,
  user: SignedIn,
  applicationId: number,
  documentId: number,
) {
  const application = await ownApplication(app, user, applicationId);
  const document = await findDocument(app.db, documentId);
  if (!document || document.student_id !== application.student_id || !document.is_verified)
    notFound('DOCUMENT_NOT_FOUND');
  return sendStoredFile(event, app.files, {
    key: document.storage_key,
    mimeType: document.mime_type,
    size: document.file_size,
    attachmentName: document.file_name,
  });
}
