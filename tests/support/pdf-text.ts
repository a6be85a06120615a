import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text of a PDF, as poppler's pdftotext reads it (Debian's poppler-utils; .ci/run installs it). */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** A box on a page, in points from its top left corner. */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line of the first page as it is seen, and where. */
export interface PdfLine {
  /** Its words from left to right, each word's letters as drawn from left to right (an Arabic word comes out reversed). */
  seen: string;
  box: PdfBox;
}

const WORD = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
const htmlText = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/**
 * A page's lines (the first unless told) top to bottom, as a reader sees them, whatever order the PDF keeps its
 * text in (pdftotext's own reading guesses one direction for the whole page).
 */
export function pdfLines(pdf: Uint8Array, page = 1): PdfLine[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), '-', '-'], {
    input: pdf,
  }).toString('utf8');
  const lines = new Map<number, { text: string; x0: number; y0: number; x1: number; y1: number }[]>();
  for (const [, x0, y0, x1, y1, text] of html.matchAll(WORD)) {
    const word = { text: htmlText(text), x0: Number(x0), y0: Number(y0), x1: Number(x1), y1: Number(y1) };
    const baseline = Math.round(word.y1);
    lines.set(baseline, [...(lines.get(baseline) ?? []), word]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, words]) => {
      words.sort((a, b) => a.x0 - b.x0);
      const x = words[0].x0;
      const y = Math.min(...words.map((w) => w.y0));
      const box = { x, y, width: words.at(-1)!.x1 - x, height: Math.max(...words.map((w) => w.y1)) - y };
      return { seen: words.map((w) => w.text).join(' '), box };
    });
}

/** What a reader sees of a right-to-left text with no Latin and no ligature in it: its letters backwards. */
export const seenRightToLeft = (text: string) => [...text].reverse().join('');

/** A grey image: one byte a pixel, row after row. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Part of the first page as a grey image at `dpi` (pdftoppm), as a binary PGM file holds it. */
export function pdfRegion(pdf: Uint8Array, box: PdfBox, dpi = 100): Uint8Array {
  const px = (points: number) => String(Math.round((points * dpi) / 72));
  const folder = mkdtempSync(join(tmpdir(), 'pdf-region-'));
  try {
    writeFileSync(join(folder, 'page.pdf'), pdf);
    const area = ['-x', px(box.x), '-y', px(box.y), '-W', px(box.width), '-H', px(box.height)];
    execFileSync('pdftoppm', ['-gray', '-singlefile', '-r', String(dpi), ...area, 'page.pdf', 'region'], {
      cwd: folder,
    });
    return readFileSync(join(folder, 'region.pgm'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A binary PGM file's image. */
export function readPgm(file: Uint8Array): GreyImage {
  const header = new TextDecoder('latin1').decode(file.subarray(0, 64));
  const match = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(header);
  if (!match) throw new Error('Not a binary PGM with 8-bit pixels');
  const [all, width, height] = match;
  return { width: Number(width), height: Number(height), pixels: file.subarray(all.length) };
}

/** The share of pixels of two images of one size that differ by more than a fifth of the grey scale. */
export function differingShare(a: GreyImage, b: GreyImage): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.pixels.length; i++) if (Math.abs(a.pixels[i] - b.pixels[i]) > 51) differing++;
  return differing / a.pixels.length;
}
