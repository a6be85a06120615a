import * as documents from '#sdk/resources/student-documents';
import type { StudentDocument } from '#sdk/schemas/document';
import { api } from '../../../lib/api.ts';

/**
 * Downloads a document to the reader's device. The download needs the bearer token, so it is
 * fetched and handed to the browser as a file, under its own name.
 */
export async function saveDocument(document: StudentDocument): Promise<void> {
  const response = await documents.download(api, document.id);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = window.document.createElement('a');
    link.href = url;
    link.download = document.fileName;
    window.document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
