import { Readable, pipeline } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { stringify } from 'csv-stringify';
import { type H3Event, sendStream, setResponseHeaders } from 'h3';
import { columnHeader } from '#server/services/csv-export/column-headers.ts';
import { attachmentDisposition } from '#server/services/files/send-file.ts';
import type { TextLanguage } from '#server/services/i18n/texts-in.ts';
import type { After } from './newest-first.ts';

type Cell = string | number | null | undefined;

/** How many rows an export reads from the database at a time. */
const BATCH = 500;

/**
 * Every row `read` gives, a window at a time, each starting after the last row of the one before,
 * until a window comes back short. Between windows the requests waiting meanwhile are answered: a
 * window is read and written in one go (SQLite answers synchronously), so a long export would
 * otherwise hold every other request until it ends.
 */
export async function* inBatches<T extends After>(read: (window: { limit: number; after?: After }) => Promise<T[]>) {
  for (let after: After | undefined; ; ) {
    const rows = await read({ limit: BATCH, after });
    yield* rows;
    if (rows.length < BATCH) return;
    after = rows.at(-1);
    await setImmediate();
  }
}

/**
 * Streams rows as a CSV attachment (TOOLCHAIN.md: csv-stringify). It starts with a UTF-8 byte-order
 * mark so spreadsheet programs read Arabic names right, names its columns on the first line in the
 * reader's `language`, or by their keys for a program that asked in none (the imports read all three
 * back, column-headers.ts), and
 * is spreadsheet-safe: a cell starting with = + - @ a tab or a carriage return is prefixed with
 * `'`, so a spreadsheet shows it as text instead of running it as a formula.
 */
export function sendCsv<C extends string>(
  event: H3Event,
  fileName: string,
  language: TextLanguage | undefined,
  columns: readonly C[],
  rows: AsyncIterable<Record<C, Cell>>,
) {
  setResponseHeaders(event, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': attachmentDisposition(fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  const source = Readable.from(rows);
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((key) => ({ key, header: language ? columnHeader(language, key) : key })),
    escape_formulas: true,
  });
  // A failure half-way ends the answer early; a reader who goes away stops the reading.
  pipeline(source, csv, () => {});
  event.node.res.once('close', () => source.destroy());
  return sendStream(event, csv);
}
