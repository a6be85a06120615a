import type { DOCUMENT_MIME_TYPES } from '#sdk/schemas/document';

/** A content the server accepts: the MIME type it is stored and served with, and the key's extension. */
export interface AcceptedContent {
  mime: string;
  extension: string;
}

/**
 * Documents (spec part 1, 5): PDF, JPEG, PNG, DOC, DOCX, recognised by their first bytes.
 * A DOC is an OLE compound file, which file-type reports as `cfb`; a DOCX is a zip with `word/`.
 */
export const DOCUMENT_CONTENTS: Record<string, AcceptedContent & { mime: keyof typeof DOCUMENT_MIME_TYPES }> = {
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  jpg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  cfb: { mime: 'application/msword', extension: 'doc' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
};

/** Logos (spec part 1, 5: images only). SVG is left out: it is a document that can carry script. */
export const LOGO_CONTENTS: Record<string, AcceptedContent> = {
  png: { mime: 'image/png', extension: 'png' },
  jpg: { mime: 'image/jpeg', extension: 'jpg' },
  gif: { mime: 'image/gif', extension: 'gif' },
  webp: { mime: 'image/webp', extension: 'webp' },
};

/** A students import (spec part 2, 7): CSV text, which has no signature of its own. */
export const CSV_CONTENTS: Record<string, AcceptedContent> = {
  csv: { mime: 'text/csv', extension: 'csv' },
};

/** Text: the first bytes decode as UTF-8 (a character cut at the end aside) and hold no NUL or other binary control. */
function looksLikeText(head: Uint8Array): boolean {
  // Tab, line feed, vertical tab, form feed and carriage return are the only controls text holds.
  if (head.some((byte) => byte < 0x20 && (byte < 0x09 || byte > 0x0d))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** How many leading bytes are read to recognise a content (a DOCX needs its first zip entries). */
export const SNIFF_BYTES = 64 * 1024;

/** The accepted content these first bytes show, or nothing. */
export async function detectContent(
  head: Uint8Array,
  accepted: Record<string, AcceptedContent>,
): Promise<AcceptedContent | undefined> {
  if (!head.length) return undefined;
  // Loaded at the first upload, not at start (the server's start time: docs/performance.md).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  if (found) return accepted[found.ext];
  return accepted.csv && looksLikeText(head) ? accepted.csv : undefined;
}

const BY_EXTENSION = new Map(
  Object.values({ ...DOCUMENT_CONTENTS, ...LOGO_CONTENTS, ...CSV_CONTENTS }).map((c) => [c.extension, c.mime]),
);

/** The MIME type of a stored key, from the extension `newFileKey` gave it. */
export const mimeOfKey = (key: string) =>
  BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1)) ?? 'application/octet-stream';
