import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { LIMITS } from '#sdk/schemas/constants';
import { STUDENT_CSV_COLUMNS, type StudentImportError } from '#sdk/schemas/student';
import { fail } from '#server/utils/errors.ts';

type Column = (typeof STUDENT_CSV_COLUMNS)[number];

/** A data row of the file: its row in the spreadsheet and its cells by column. */
export interface CsvStudentRow {
  row: number;
  cells: Partial<Record<Column, string>>;
}

const REQUIRED: Column[] = ['firstName', 'lastName', 'email'];

/** The export's formula guard (`'=…`, `'+…`), taken off again so a round trip gives the same text. */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? cell.slice(1) : cell);

const badHeader = () => fail(400, 'VALIDATION_ERROR', 'IMPORT_HEADER_WRONG');

/**
 * The rows of a students CSV (TOOLCHAIN.md: csv-parse, streamed). The first line names the
 * columns (the template's, in any order, first name, last name and e-mail at least); at most
 * `LIMITS.studentImportMaxRows` data rows. A row with more cells than columns is a row error.
 */
export async function readStudentCsv(
  body: Readable,
): Promise<{ rows: CsvStudentRow[]; rowErrors: StudentImportError[] }> {
  const parser = body.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true }));
  const rows: CsvStudentRow[] = [];
  const rowErrors: StudentImportError[] = [];
  let header: Column[] | undefined;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        const names = record.map((name) => name.trim());
        const known = new Set<string>(STUDENT_CSV_COLUMNS);
        if (names.some((n) => !known.has(n)) || new Set(names).size !== names.length) badHeader();
        if (REQUIRED.some((c) => !names.includes(c))) badHeader();
        header = names as Column[];
        continue;
      }
      if (rows.length === LIMITS.studentImportMaxRows)
        fail(400, 'VALIDATION_ERROR', { reason: 'IMPORT_TOO_MANY_ROWS', params: { max: LIMITS.studentImportMaxRows } });
      const row = rows.length + 2;
      if (record.length > header.length)
        rowErrors.push({ row, field: 'row', message: 'This row has more cells than the first line has columns' });
      const cells: CsvStudentRow['cells'] = {};
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
  if (!rows.length) fail(400, 'VALIDATION_ERROR', 'IMPORT_EMPTY');
  return { rows, rowErrors };
}
