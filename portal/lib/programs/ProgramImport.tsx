import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as programSheets from '#sdk/resources/program-sheets';
import type { ProgramOwner } from '#sdk/resources/programs';
import type { ProgramImportOptions, ProgramImportReport } from '#sdk/schemas/program-sheet';
import { api } from '#portal/lib/api.ts';
import { CsvImport } from '#portal/lib/csv-import/CsvImportDialog.tsx';
import { useFormat } from '#portal/lib/format.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import './program-field-texts.ts';

/**
 * The Import CSV button of a university's programmes and its dialog: choose a CSV (the export's
 * columns, docs/programs-csv.md) → the server's check lists every wrong row with its line and
 * column → import every row, or, when some are wrong, only the valid rows if the user chooses so.
 */
export function ProgramImport({ owner, onImported }: { owner: ProgramOwner; onImported: () => void }) {
  const { t } = useLingui();
  const format = useFormat();

  const send = (file: File, mode: ProgramImportOptions['mode']) =>
    programSheets.importCsv(api, owner, programSheets.importForm(file, file.name, { mode }));

  /** The rows an import would add or replace. */
  const count = (report: ProgramImportReport) => report.created + report.updated;

  return (
    <CsvImport
      title={t`Import programmes`}
      intro={
        <Trans>
          A CSV file with one programme per row and the export's columns. A row with an id replaces that programme; a
          row without one adds a programme. Nothing is imported until you confirm.
        </Trans>
      }
      downloadTemplate={() => saveBlob(programSheets.importTemplate(), 'programs-template.csv')}
      check={(file) => send(file, 'dryRun')}
      apply={(file, report) => send(file, report.errors.length ? 'validRowsOnly' : 'apply')}
      summary={(report) => (
        <Trans>
          {format.number(report.rows)} rows read: {format.number(report.created)} new, {format.number(report.updated)}{' '}
          to update, {format.number(report.skipped)} with errors.
        </Trans>
      )}
      errorsNote={(report) => (
        <Plural
          value={report.errors.length}
          one="# error: fix the file, or import only the valid rows"
          other="# errors: fix the file, or import only the valid rows"
        />
      )}
      importLabel={(report) => {
        const valid = count(report);
        return report.errors.length ? (
          <Plural value={valid} one="Import only the # valid row" other="Import only the # valid rows" />
        ) : (
          <Plural value={valid} one="Import # programme" other="Import # programmes" />
        );
      }}
      canImport={(report) => count(report) > 0}
      onImported={onImported}
    />
  );
}
