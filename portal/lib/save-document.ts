import * as documents from '#sdk/resources/student-documents';
import type { StudentDocument } from '#sdk/schemas/document';
import { api } from '#portal/lib/api.ts';
import { saveBlob } from './save-blob.ts';

/** Downloads a document to the reader's device, under its own name (the download needs the token). */
export async function saveDocument(document: StudentDocument): Promise<void> {
  const response = await documents.download(api, document.id);
  saveBlob(await response.blob(), document.fileName);
}
