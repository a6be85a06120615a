import { createElement as h, type ReactElement } from 'react';
import type { H3Event } from 'h3';
import { setResponseHeaders } from 'h3';
import { Document, Font, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { useStorage } from 'nitropack/runtime';
import { attachmentDisposition } from '#server/services/files/send-file.ts';

/** The languages the server's PDFs (decision letter, application export) are written in: the portal's. */
export type PdfLanguage = 'en' | 'ar';

const FONTS = {
  arabic: 'ibm-plex-sans-arabic-arabic-400-normal.woff',
  arabicBold: 'ibm-plex-sans-arabic-arabic-600-normal.woff',
  latin: 'ibm-plex-sans-arabic-latin-400-normal.woff',
  latinBold: 'ibm-plex-sans-arabic-latin-600-normal.woff',
};

let fontsReady: Promise<void> | undefined;

/** Registers IBM Plex Sans Arabic (its Arabic and Latin subsets) once, from the server's bundled assets. */
function registerFonts() {
  fontsReady ??= (async () => {
    const storage = useStorage('assets:fonts');
    const dataUrl = async (file: string) => {
      const bytes = (await storage.getItemRaw(file)) as Uint8Array | null;
      if (!bytes) throw new Error(`The PDF font ${file} is missing from the build`);
      return `data:font/woff;base64,${Buffer.from(bytes).toString('base64')}`;
    };
    Font.register({
      family: 'PlexArabic',
      fonts: [
        { src: await dataUrl(FONTS.arabic), fontWeight: 400 },
        { src: await dataUrl(FONTS.arabicBold), fontWeight: 600 },
      ],
    });
    Font.register({
      family: 'PlexLatin',
      fonts: [
        { src: await dataUrl(FONTS.latin), fontWeight: 400 },
        { src: await dataUrl(FONTS.latinBold), fontWeight: 600 },
      ],
    });
    // Words are not hyphenated: names and programme titles stay whole.
    Font.registerHyphenationCallback((word) => [word]);
  })();
  return fontsReady;
}

// TOOLCHAIN.md: ~100 ms of CPU per page; PDFs render one at a time so they never crowd out other requests.
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

/**
 * The building blocks of an A4 page in one language: Arabic is shaped by the font and set right
 * to left. Each line is its own Text (a \n inside a Text breaks the next line's shaping).
 */
export function pdfBlocks(language: PdfLanguage) {
  const align = language === 'ar' ? 'right' : 'left';
  const line = (text: string, style: Record<string, unknown> = {}) =>
    h(Text, { style: { textAlign: align, marginBottom: 4, ...style } }, text);
  const paragraphs = (text: string) =>
    text.split(/\r?\n/).map((part, i) => h(Text, { key: i, style: { textAlign: align } }, part));
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
  return { line, paragraphs, block, date, number };
}

/** Renders pages into a PDF (fonts registered first, one PDF at a time). */
export async function renderPdf(
  meta: { title: string; language: PdfLanguage },
  ...content: (ReactElement | string | null | false)[]
): Promise<Buffer> {
  await registerFonts();
  const document = h(
    Document,
    meta,
    h(
      Page,
      { size: 'A4', style: { padding: 56, fontSize: 11, lineHeight: 1.5, fontFamily: ['PlexArabic', 'PlexLatin'] } },
      ...content,
    ),
  );
  return oneAtATime(() => renderToBuffer(document));
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
