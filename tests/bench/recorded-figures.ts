// The figures a benchmark last recorded in docs/performance.md, printed beside the ones it just
// measured, so a run shows at once what regressed. A benchmark builds its result as a table with
// the recorded table's own first header cell, row names and column names; `printBesideRecorded`
// finds the recorded table of the same first header cell under the benchmark's section (a heading
// starting with the given words) and prints the new table ready to paste, then each figure with
// the recorded one beside it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface FigureTable {
  header: string[];
  rows: string[][];
}

/** A count as docs/performance.md writes it: 12,510. */
export const count = (n: number) => Math.round(n).toLocaleString('en-US');

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
const isHeading = (line: string) => /^#{1,6} /.test(line);
const isDivider = (line: string | undefined) => /^\|[\s:|-]+\|$/.test(line?.trim() ?? '');
/** Header and row names compare without case and spacing: "search / bare" is "search/bare". */
const key = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Every table in the section of docs/performance.md whose heading starts with `section`. */
export function recordedTables(
  section: string,
  page = readFileSync(resolve('docs/performance.md'), 'utf8'),
): FigureTable[] {
  const lines = page.split('\n');
  const start = lines.findIndex((line) => isHeading(line) && line.replace(/^#+\s*/, '').startsWith(section));
  const tables: FigureTable[] = [];
  if (start < 0) return tables;
  for (let i = start + 1; i < lines.length && !isHeading(lines[i]); i++) {
    if (!lines[i].startsWith('|') || !isDivider(lines[i + 1])) continue;
    const table: FigureTable = { header: cells(lines[i]), rows: [] };
    for (i += 2; lines[i]?.startsWith('|'); i++) table.rows.push(cells(lines[i]));
    tables.push(table);
  }
  return tables;
}

/** The table as docs/performance.md writes it: columns padded, figures (all but the first column) right-aligned. */
export function markdownTable({ header, rows }: FigureTable): string {
  const widths = header.map((_, c) => Math.max(3, ...[header, ...rows].map((row) => (row[c] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row.map((cell = '', c) => (c ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join(' | ')} |`;
  const divider = `| ${widths.map((w, c) => (c ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), divider, ...rows.map(line)].join('\n');
}

/**
 * Prints the new table, then the same table with each figure followed by the recorded figure for
 * the same row and column ("12,510 (recorded 14,699)"); rows and columns not recorded say so.
 */
export function printBesideRecorded(section: string, table: FigureTable) {
  console.log(`\n${markdownTable(table)}`);
  const previous = recordedTables(section).find((t) => key(t.header[0]) === key(table.header[0]));
  if (!previous) {
    console.log(`\n(docs/performance.md has no table "${table.header[0]}" under "${section}" yet.)`);
    return;
  }
  const column = table.header.map((name) => previous.header.findIndex((old) => key(old) === key(name)));
  const rows = table.rows.map((row) => {
    // Of recorded rows with the same name (a "before" and an "after"), the last is the latest.
    const old = previous.rows.findLast((r) => key(r[0]) === key(row[0]));
    return row.map((cell, c) =>
      c === 0 || !old || column[c] < 0 || old[column[c]] === cell ? cell : `${cell} (recorded ${old[column[c]]})`,
    );
  });
  console.log(`\nBeside the recorded figures ("${section}"):\n\n${markdownTable({ header: table.header, rows })}`);
  const missing = table.rows.filter((row) => !previous.rows.some((r) => key(r[0]) === key(row[0])));
  if (missing.length) console.log(`(New rows, not recorded yet: ${missing.map((row) => row[0]).join(', ')}.)`);
}

/** Nearest-rank percentiles of some timings in ms (p50, p95, p99) and the slowest: what every benchmark prints. */
export function percentiles(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] };
}

/** "p50 12 ms   p95 20 ms   p99 31 ms", padded for columns. */
export const percentileLine = (p: { p50: number; p95: number; p99: number }) =>
  `p50 ${p.p50.toFixed(0).padStart(4)} ms   p95 ${p.p95.toFixed(0).padStart(4)} ms   p99 ${p.p99.toFixed(0).padStart(4)} ms`;
