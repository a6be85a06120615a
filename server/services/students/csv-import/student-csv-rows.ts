import type { Readable } from 'node:stream';
import { LIMITS } from '#sdk/schemas/constants';
import { STUDENT_CSV_COLUMNS } from '#sdk/schemas/student';
import { type CsvRow, readCsvRows } from '#server/services/csv-import/csv-rows.ts';

type Column = (typeof STUDENT_CSV_COLUMNS)[number];

/** A data row of the file: its row in the spreadsheet and its cells by column. */
export type CsvStudentRow = CsvRow<Column>;

/**
 * The rows of a students CSV: the template's columns, in any order, first name, last name and
 * e-mail at least; at most `LIMITS.studentImportMaxRows` data rows.
 */
export const readStudentCsv = (body: Readable) =>
  readCsvRows(body, {
    isColumn: (name): name is Column => (STUDENT_CSV_COLUMNS as readonly string[]).includes(name),
    required: ['firstName', 'lastName', 'email'],
    maxRows: LIMITS.studentImportMaxRows,
    tooManyRows: { reason: 'IMPORT_TOO_MANY_ROWS', params: { max: LIMITS.studentImportMaxRows } },
    empty: 'IMPORT_EMPTY',
  });
