import { type H3Event, getRequestHeader, sendNoContent, sendStream, setResponseHeaders } from 'h3';
import { notFound } from '#server/utils/errors.ts';
import type { FileStore } from './file-store.ts';

/** `attachment; filename=…` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams a stored file. Documents go out as attachments that the browser must not sniff
 * (ARCHITECTURE.md, Decisions); a logo is shown inline and revalidated by its key.
 */
export async function sendStoredFile(
  event: H3Event,
  store: FileStore,
  file: { key: string; mimeType: string; size?: number } & ({ attachmentName: string } | { inline: true }),
) {
  const etag = `"${file.key.slice(file.key.indexOf('/') + 1)}"`;
  if ('inline' in file && getRequestHeader(event, 'if-none-match') === etag) {
    setResponseHeaders(event, { etag, 'cache-control': 'public, no-cache' });
    return sendNoContent(event, 304);
  }
  const stored = await store.get(file.key);
  if (!stored) notFound('FILE_NOT_FOUND');
  const size = stored.size ?? file.size;
  setResponseHeaders(event, {
    'content-type': file.mimeType,
    'x-content-type-options': 'nosniff',
    ...(size !== undefined ? { 'content-length': size } : {}),
    ...('inline' in file
      ? { 'cache-control': 'public, no-cache', etag, 'content-security-policy': "default-src 'none'" }
      : { 'cache-control': 'private, no-store', 'content-disposition': attachmentDisposition(file.attachmentName) }),
  });
  // A reader who goes away must not keep the store's stream (an S3 socket) open.
  event.node.res.once('close', () => stored.body.destroy());
  return sendStream(event, stored.body);
}
