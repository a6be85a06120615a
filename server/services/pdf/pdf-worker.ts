// The worker thread that lays PDFs out and writes them (server/services/pdf/pdf-pool.ts starts it):
// @react-pdf takes about 100 ms of CPU a page (TOOLCHAIN.md), which here never holds up a request.
// Built as its own file beside the server (.output/server/pdf-worker.mjs, build/pdf-worker-entry.ts).
import { workerData } from 'node:worker_threads';
import { createElement, type ReactElement } from 'react';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { PdfFonts } from './pdf-fonts.ts';
import type { PdfNode } from './pdf-tree.ts';

const fonts = (workerData as { fonts: PdfFonts }).fonts;
const dataUrl = (bytes: Uint8Array) => `data:font/woff;base64,${Buffer.from(bytes).toString('base64')}`;
for (const [family, weights] of Object.entries(fonts))
  Font.register({
    family,
    fonts: Object.entries(weights).map(([weight, bytes]) => ({ src: dataUrl(bytes), fontWeight: Number(weight) })),
  });
// Words are not hyphenated: names and programme titles stay whole.
Font.registerHyphenationCallback((word) => [word]);

const element = (node: PdfNode): ReactElement | string =>
  typeof node === 'string' ? node : createElement(node.type, node.props, ...node.children.map(element));

/** One PDF: its document tree in, its bytes out. */
export default async function renderPdfInWorker(document: PdfNode): Promise<Uint8Array> {
  return new Uint8Array(await renderToBuffer(element(document) as ReactElement<never>));
}
