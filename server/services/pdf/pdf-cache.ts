import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PdfNode } from './pdf-tree.ts';

/**
 * Rendered PDFs by their content's revision: the hash of the document tree, which holds every
 * word and value the PDF shows (the application's status, its timeline, the day it is printed),
 * so a change anywhere is a new revision and asking again for the same content renders nothing.
 * Bounded by bytes, least recently used out first; a PDF still rendering is shared by every
 * request that asks for it meanwhile.
 */
export function pdfCache(maxBytes: number) {
  const done = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (pdf) => pdf.length || 1 });
  const rendering = new Map<string, Promise<Buffer>>();
  return async function cached(document: PdfNode, render: () => Promise<Buffer>): Promise<Buffer> {
    const revision = createHash('sha256').update(JSON.stringify(document)).digest('base64url');
    const kept = done.get(revision) ?? rendering.get(revision);
    if (kept) return kept;
    const made = render().then((pdf) => {
      // A PDF larger than the whole cache is sent, not kept.
      if (pdf.length <= maxBytes) done.set(revision, pdf);
      return pdf;
    });
    rendering.set(revision, made);
    try {
      return await made;
    } finally {
      rendering.delete(revision);
    }
  };
}
