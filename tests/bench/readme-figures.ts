// The figures a benchmark last put in the README, printed beside the ones it just measured, so a
// run shows at once what regressed (issue 10, goal 6). A benchmark builds its result as a table
// with the README's own first header cell, row names and column names; `printBesideReadme` finds
// the README table of the same first header cell under the benchmark's section (a heading starting
// with the given words) and prints the new table ready to paste, then each figure with the
// README's beside it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface FigureTable {
  header: string[];
  rows: string[][];
}

/** A count as the README writes it: 12,510. */
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

/** Every table in the README section whose heading starts with `section`. */
export function readmeTables(section: string, readme = readFileSync(resolve('README.md'), 'utf8')): FigureTable[] {
  const lines = readme.split('\n');
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

/** The table as the README writes it: columns padded, figures (all but the first column) right-aligned. */
export function markdownTable({ header, rows }: FigureTable): string {
  const widths = header.map((_, c) => Math.max(3, ...[header, ...rows].map((row) => (row[c] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row.map((cell = '', c) => (c ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join(' | ')} |`;
  const divider = `| ${widths.map((w, c) => (c ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), divider, ...rows.map(line)].join('\n');
}

/**
 * Prints the new table, then the same table with each figure followed by the README's figure for
 * the same row and column ("12,510 (README 14,699)"); rows and columns the README lacks say so.
 */
export function printBesideReadme(section: string, table: FigureTable) {
  console.log(`\n${markdownTable(table)}`);
  const previous = readmeTables(section).find((t) => key(t.header[0]) === key(table.header[0]));
  if (!previous) {
    console.log(`\n(The README has no table "${table.header[0]}" under "${section}" yet.)`);
    return;
  }
  const column = table.header.map((name) => previous.header.findIndex((old) => key(old) === key(name)));
  const rows = table.rows.map((row) => {
    // Of README rows with the same name (a "before" and an "after"), the last is the latest.
    const old = previous.rows.findLast((r) => key(r[0]) === key(row[0]));
    return row.map((cell, c) =>
      c === 0 || !old || column[c] < 0 || old[column[c]] === cell ? cell : `${cell} (README ${old[column[c]]})`,
    );
  });
  console.log(`\nBeside the README's figures ("${section}"):\n\n${markdownTable({ header: table.header, rows })}`);
  const missing = table.rows.filter((row) => !previous.rows.some((r) => key(r[0]) === key(row[0])));
  if (missing.length) console.log(`(New rows, not in the README: ${missing.map((row) => row[0]).join(', ')}.)`);
}
