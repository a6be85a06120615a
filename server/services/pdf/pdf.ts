import { createElement as h, type ReactElement } from 'react';
import type { H3Event } from 'h3';
import { setResponseHeaders } from 'h3';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { attachmentDisposition } from '#server/services/files/send-file.ts';
import { useApp } from '#server/utils/app.ts';
import { pdfCache } from './pdf-cache.ts';
import { PDF_FONT_FAMILIES } from './pdf-fonts.ts';
import { renderInPool } from './pdf-pool.ts';
import { toPdfTree } from './pdf-tree.ts';

/** The languages the server's PDFs (decision letter, application export) are written in: the portal's. */
export type PdfLanguage = 'en' | 'ar';

/** Letters of the scripts written right to left (a paragraph's first letter sets its direction). */
const RIGHT_TO_LEFT = /\p{Script=Arabic}|\p{Script=Hebrew}|\p{Script=Syriac}|\p{Script=Thaana}|\p{Script=Nko}/u;

/** The direction of a text people wrote (a note, a statement): its first letter's, as `dir="auto"` reads it. */
const ownDirection = (text: string, otherwise: 'ltr' | 'rtl') => {
  const letter = text.match(/\p{L}/u)?.[0];
  return letter ? (RIGHT_TO_LEFT.test(letter) ? 'rtl' : 'ltr') : otherwise;
};

/**
 * The building blocks of an A4 page in one language: Arabic is shaped by the font and set right
 * to left. A Text's `direction` is the base direction @react-pdf's Unicode bidi algorithm lays its
 * runs out in (left to right unless told), so an Arabic line that holds a Latin name, a number
 * or a date keeps its words in order and its punctuation at its end. Each line is its own Text
 * (a \n inside a Text breaks the next line's shaping).
 */
export function pdfBlocks(language: PdfLanguage) {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const line = (text: string, style: Record<string, unknown> = {}) =>
    h(Text, { style: { direction, textAlign: align, marginBottom: 4, ...style } }, text);
  // What people wrote is set in its own direction, on the page's side.
  const paragraphs = (text: string) =>
    text
      .split(/\r?\n/)
      .map((part, i) =>
        h(Text, { key: i, style: { direction: ownDirection(part, direction), textAlign: align } }, part),
      );
  const block = (title: string, text: string | null) =>
    text && h(View, { style: { marginTop: 14 } }, line(title, { fontWeight: 600 }), ...paragraphs(text));
  // A hyphenated ISO date inside Arabic text is reordered (TOOLCHAIN.md): dates are written by Intl.
  const date = (iso: string, time = false) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeStyle: time ? 'short' : undefined,
      timeZone: 'UTC',
    }).format(new Date(iso));
  const number = (n: number) => new Intl.NumberFormat(language, { useGrouping: false }).format(n);
  // Intl spaces money and percentages with no-break spaces, which have no usable glyph in the PDF
  // fonts (IBM Plex's subsets: fontkit fails on it), and adds bidi marks, which the line's own
  // direction does instead: both are written plainly.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u061c\u200e\u200f]/g, '');
  const money = (amount: number, currency: string) =>
    plain(new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount));
  const percent = (value: number) =>
    plain(new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100));
  return { line, paragraphs, block, date, number, money, percent };
}

let cache: ReturnType<typeof pdfCache> | undefined;

/**
 * Renders pages into a PDF on a worker thread (pdf-pool.ts), or takes it from the rendered PDFs
 * when the same content was rendered before (pdf-cache.ts).
 */
export function renderPdf(
  meta: { title: string; language: PdfLanguage },
  ...content: (ReactElement | string | null | false)[]
): Promise<Buffer> {
  const settings = useApp().config.pdf;
  const [document] = toPdfTree(
    h(
      Document,
      meta,
      h(
        Page,
        { size: 'A4', style: { padding: 56, fontSize: 11, lineHeight: 1.5, fontFamily: PDF_FONT_FAMILIES } },
        ...content,
      ),
    ),
  );
  cache ??= pdfCache(settings.cacheBytes);
  return cache(document, () => renderInPool(document, settings));
}

/** Answers with a PDF as an attachment that no cache keeps. */
export function sendPdf(event: H3Event, pdf: Buffer, fileName: string) {
  setResponseHeaders(event, {
    'content-type': 'application/pdf',
    'content-length': pdf.length,
    'content-disposition': attachmentDisposition(fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  return pdf;
}
