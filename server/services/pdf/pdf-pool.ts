import { Piscina } from 'piscina';
import workerFile from '#pdf-worker';
import { fail } from '#server/utils/errors.ts';
import type { Config } from '#server/utils/config.ts';
import { readPdfFonts } from './pdf-fonts.ts';
import type { PdfNode } from './pdf-tree.ts';

type PoolSettings = Config['pdf'];

let pool: Promise<Piscina> | undefined;
/** PDFs handed to the pool and not finished: rendering or waiting for a thread. */
let inPool = 0;

/**
 * The worker threads that render PDFs, started with the first PDF. They run at a lower priority
 * (nice 10) than the thread that answers requests, so that on a busy machine a PDF waits for the
 * CPU and a visitor's search does not; an idle thread ends after a minute.
 */
function startPool(settings: PoolSettings) {
  pool ??= readPdfFonts().then(
    (fonts) =>
      new Piscina({
        filename: workerFile,
        minThreads: 0,
        maxThreads: settings.workers,
        idleTimeout: 60_000,
        niceIncrement: 10,
        workerData: { fonts },
      }),
  );
  return pool;
}

/** Seconds until the pool has rendered what it holds now: Retry-After for a PDF refused meanwhile. */
export async function pdfPoolWaitSeconds(settings: PoolSettings) {
  const runTime = pool ? (await pool).histogram.runTime.average : Number.NaN;
  const perPdfMs = Number.isFinite(runTime) && runTime > 0 ? runTime : 1000;
  return Math.max(1, Math.ceil(((inPool + 1) * perPdfMs) / settings.workers / 1000));
}

/**
 * Renders one PDF on a worker thread. Past the pool's threads and queue, 429 with Retry-After: the
 * PDF is asked for again later rather than waiting on a connection for as long as the queue takes.
 */
export async function renderInPool(document: PdfNode, settings: PoolSettings): Promise<Buffer> {
  if (inPool >= settings.workers + settings.queue)
    fail(429, 'RATE_LIMITED', 'PDFS_BUSY', { retryAfterSeconds: await pdfPoolWaitSeconds(settings) });
  inPool++;
  try {
    const bytes: Uint8Array = await (await startPool(settings)).run(document);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } finally {
    inPool--;
  }
}
