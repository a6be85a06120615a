import { stringify } from 'csv-stringify/browser/esm/sync';
import { type ChartData, chartRows } from './chart-data.ts';

/**
 * A chart's numbers as a CSV file (TOOLCHAIN.md: csv-stringify): a UTF-8 byte-order mark first so
 * spreadsheets show Arabic labels, and formulas escaped (a label such as "=1+1" stays text).
 * Numbers are written plainly (digits 0–9), whatever the reader's language, so a spreadsheet reads them.
 */
export function chartCsv(data: ChartData): Blob {
  const text = stringify(chartRows(data), { escape_formulas: true });
  return new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
}
