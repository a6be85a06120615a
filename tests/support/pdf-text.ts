import { execFileSync } from 'node:child_process';

/** The text of a PDF, as poppler's pdftotext reads it (Debian's poppler-utils; .ci/run installs it). */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}
