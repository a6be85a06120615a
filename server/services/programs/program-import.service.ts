import type { Readable } from 'node:stream';
import type { H3Event } from 'h3';
import type * as v from 'valibot';
import { LIMITS } from '#sdk/schemas/constants';
import { ProgramForm } from '#sdk/schemas/program';
import {
  isSheetColumn,
  type ProgramImportError,
  ProgramImportOptions,
  type ProgramImportReport,
  programFromCells,
} from '#sdk/schemas/program-sheet';
import { REFUSALS } from '#sdk/schemas/refusals';
import type { App } from '#server/utils/app.ts';
import { invalid } from '#server/utils/errors.ts';
import { checkInput, validInput } from '#server/utils/validate.ts';
import { type CsvRow, readCsvRows } from '#server/services/csv-import/csv-rows.ts';
import { csvUploadRules } from '#server/services/csv-import/csv-upload.ts';
import { discardFiles } from '#server/services/files/file-store.ts';
import { receiveUpload } from '#server/services/files/multipart.ts';
import { findPrograms, findUniversity } from '#server/services/universities/university.repository.ts';
import { type ProgramEditor, storeChanges, storeNewProgram } from './program.service.ts';

type Column = Parameters<typeof isSheetColumn>[0];

interface CheckedRow {
  row: number;
  /** The programme the row replaces; none for a new one. */
  id: number | null;
  form: v.InferOutput<typeof ProgramForm>;
}

const readProgramCsv = (body: Readable) =>
  readCsvRows(body, {
    isColumn: (name): name is Column => isSheetColumn(name),
    required: ['name', 'level'],
    maxRows: LIMITS.programImportMaxRows,
    tooManyRows: { reason: 'PROGRAM_IMPORT_TOO_MANY_ROWS', params: { max: LIMITS.programImportMaxRows } },
    empty: 'PROGRAM_IMPORT_EMPTY',
  });

/**
 * Each row checked by the programme form's own schema (POST …/programs), each error told at its
 * column; an id must be one of the university's programmes, and appear once in the file.
 */
function checkRows(rows: CsvRow<Column>[], ownIds: Set<number>, errors: ProgramImportError[]): CheckedRow[] {
  const checked: CheckedRow[] = [];
  const seen = new Set<number>();
  for (const { row, cells } of rows) {
    const idCell = cells.id?.trim();
    const id = idCell ? Number(idCell) : null;
    if (id !== null && !ownIds.has(id)) {
      errors.push({ row, field: 'id', message: 'No programme of this university has this id' });
    } else if (id !== null && seen.has(id)) {
      errors.push({ row, field: 'id', message: 'This programme appears more than once in the file' });
    }
    if (id !== null) seen.add(id);
    const { input, columnOf } = programFromCells(cells);
    const result = checkInput(ProgramForm, input);
    if (result.errors)
      errors.push(...result.errors.map((e) => ({ row, field: columnOf(e.field), message: e.message })));
    else checked.push({ row, id, form: result.output });
  }
  const refused = new Set(errors.map((e) => e.row));
  return checked.filter((r) => !refused.has(r.row));
}

/**
 * POST …/programs/import: a preview (`dryRun`) lists every wrong row with its line and column;
 * `apply` imports every row or, when one is wrong, none; `validRowsOnly` imports the rows without
 * errors and leaves the others out. A row with an id replaces that programme; one without adds a
 * programme. One transaction; the uploaded file is kept only while the request runs.
 */
export async function importPrograms(
  app: App,
  event: H3Event,
  universityId: number,
  editor: ProgramEditor,
): Promise<ProgramImportReport> {
  const { fields, files } = await receiveUpload(event, app.files, csvUploadRules(LIMITS.programImportMaxBytes));
  try {
    const { mode } = validInput(ProgramImportOptions, fields);
    const stored = await app.files.get(files[0].key);
    if (!stored) invalid([{ field: 'file', message: REFUSALS.CSV_FILE_REQUIRED }]);
    const { rows, rowErrors } = await readProgramCsv(stored.body);
    const errors = [...rowErrors];
    const ownIds = new Set((await findPrograms(app.db, universityId)).map((p) => p.id));
    const checked = checkRows(rows, ownIds, errors);
    errors.sort((a, b) => a.row - b.row);
    const updated = checked.filter((r) => r.id !== null).length;
    const report = (dryRun: boolean) => ({
      dryRun,
      rows: rows.length,
      created: checked.length - updated,
      updated,
      skipped: rows.length - checked.length,
      errors,
    });
    if (mode === 'dryRun') return report(true);
    if (mode === 'apply' && errors.length)
      invalid(
        errors.map((e) => ({ field: `row ${e.row}: ${e.field}`, message: e.message })),
        'IMPORT_ROWS_INVALID',
      );
    const city = (await findUniversity(app.db, universityId))?.city ?? null;
    await app.db.transaction().execute(async (trx) => {
      for (const { id, form } of checked) {
        if (id === null) await storeNewProgram(trx, universityId, form, editor, city);
        else await storeChanges(trx, universityId, id, form);
      }
    });
    return report(false);
  } finally {
    await discardFiles(
      app.files,
      files.map((f) => f.key),
    );
  }
}
