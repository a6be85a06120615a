import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { columnKey } from '#server/services/csv-export/column-headers.ts';
import type { RefusalOf } from '#server/utils/errors.ts';
import { fail } from '#server/utils/errors.ts';

/** A data row of the file: its line in the spreadsheet (the column names are line 1) and its non-empty cells by column. */
export interface CsvRow<C extends string> {
  row: number;
  cells: Partial<Record<C, string>>;
}

/** A refusal of one row: its line, its column (or `row`) and what is wrong. */
export interface CsvRowError {
  row: number;
  field: string;
  message: string;
}

/** What a file of an import must be: its columns, and what is said when it holds too many rows or none. */
export interface CsvRules<C extends string> {
  isColumn: (name: string) => name is C;
  required: readonly C[];
  maxRows: number;
  tooManyRows: RefusalOf;
  empty: RefusalOf;
}

/** The export's formula guard (`'=…`, `'+…`), taken off again so a round trip gives the same text. */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell);

const badHeader = () => fail(400, 'VALIDATION_ERROR', 'IMPORT_HEADER_WRONG');

/**
 * The rows of an import's CSV (TOOLCHAIN.md: csv-parse, streamed). The first line names the
 * columns (any of the rules' columns, by key or by an export's header in either language, in any
 * order, the required ones at least); at most
 * `maxRows` data rows. A row with more cells than columns is a row error.
 */
export async function readCsvRows<C extends string>(
  body: Readable,
  rules: CsvRules<C>,
): Promise<{ rows: CsvRow<C>[]; rowErrors: CsvRowError[] }> {
  const parser = body.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true }));
  const rows: CsvRow<C>[] = [];
  const rowErrors: CsvRowError[] = [];
  let header: C[] | undefined;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        const names = record.map((name) => columnKey(name.trim()));
        if (names.some((n) => !rules.isColumn(n)) || new Set(names).size !== names.length) badHeader();
        if (rules.required.some((c) => !names.includes(c))) badHeader();
        header = names as C[];
        continue;
      }
      if (rows.length === rules.maxRows) fail(400, 'VALIDATION_ERROR', rules.tooManyRows);
      const row = rows.length + 2;
      if (record.length > header.length)
        rowErrors.push({ row, field: 'row', message: 'This row has more cells than the first line has columns' });
      const cells: CsvRow<C>['cells'] = {};
      header.forEach((column, i) => {
        const cell = unescapeFormula(record[i] ?? '');
        if (cell.trim()) cells[column] = cell;
      });
      rows.push({ row, cells });
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    fail(400, 'VALIDATION_ERROR', { reason: 'IMPORT_NOT_CSV', params: { line: Number(error.lines) || 1 } });
  } finally {
    body.destroy();
  }
  if (!rows.length) fail(400, 'VALIDATION_ERROR', rules.empty);
  return { rows, rowErrors };
}
