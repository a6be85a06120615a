import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import { Field } from '#portal/ui/Field/Field.tsx';
import { FileInput } from '#portal/ui/FileInput/FileInput.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as styles from './csv-import.css.ts';

/** How many row errors the report lists; the count says how many more there are. */
const SHOWN_ERRORS = 200;

/** What every CSV import answers, to its check and to the import. */
interface CsvImportReport {
  rows: number;
  created: number;
  updated: number;
  skipped: number;
  errors: { row: number; field: string; message: string }[];
}

type CheckFile<R> = (file: File) => Promise<R>;

interface CsvImportProps<R extends CsvImportReport> {
  title: string;
  /** What the file holds, above the template's button. */
  intro: ReactNode;
  downloadTemplate: () => void;
  /** The server's check of the file: nothing imported. */
  check: CheckFile<R>;
  /** The import, after the check's report. */
  apply: (file: File, report: R) => Promise<CsvImportReport>;
  /** The check's counts, in the import's words. */
  summary: (report: R) => ReactNode;
  /** What an import shows between the counts and the errors; `recheck` checks the file again another way. */
  details?: (report: R, recheck: (check: CheckFile<R>) => void) => ReactNode;
  /** The alert above the errors' table. */
  errorsNote: (report: R) => ReactNode;
  importLabel: (report: R) => ReactNode;
  canImport: (report: R) => boolean;
  onClose?: () => void;
  onImported: () => void;
}

/**
 * The Import CSV button and its dialog: download the template, choose a CSV → the server's check,
 * with the counts and every wrong row's line and column → import. The refusal of a file shows in
 * the dialog, beside the file it is about, not in a toast.
 */
export function CsvImport<R extends CsvImportReport>(props: CsvImportProps<R>) {
  const { t } = useLingui();
  const toast = useToast();
  const format = useFormat();
  const { text, error: errorMessage } = useErrorText();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<R>();
  const [failure, setFailure] = useState<string>();
  const { busy, run } = useAction();

  const close = () => {
    setOpen(false);
    setFile(undefined);
    setReport(undefined);
    setFailure(undefined);
    props.onClose?.();
  };

  const send = <T,>(work: () => Promise<T>) => {
    setFailure(undefined);
    return run(work, { onError: (error) => setFailure(errorMessage(error)) });
  };

  const check = async (checkFile: CheckFile<R> = props.check) => {
    if (file) setReport(await send(() => checkFile(file)));
  };

  const apply = async () => {
    if (!file || !report) return;
    const done = await send(() => props.apply(file, report));
    if (!done) return;
    close();
    toast.success(
      t`Import complete`,
      t`${format.number(done.created)} added, ${format.number(done.updated)} updated, ${format.number(done.skipped)} skipped`,
    );
    props.onImported();
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Import CSV</Trans>
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={props.title}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            {report ? (
              <Button onClick={apply} loading={busy} disabled={!props.canImport(report)}>
                {props.importLabel(report)}
              </Button>
            ) : (
              <Button onClick={() => check()} loading={busy} disabled={!file}>
                <Trans>Check file</Trans>
              </Button>
            )}
          </>
        }
      >
        <div className={styles.stack}>
          <p className={styles.muted}>{props.intro}</p>
          <div>
            <Button variant="ghost" size="sm" onClick={props.downloadTemplate}>
              <Trans>Download the template</Trans>
            </Button>
          </div>
          <Field label={t`CSV file`}>
            {(fieldProps) => (
              <FileInput
                accept=".csv,text/csv"
                name="file"
                buttonLabel={t`Choose a file`}
                emptyText={t`No file chosen`}
                onPick={(picked) => {
                  setFile(picked);
                  setReport(undefined);
                  setFailure(undefined);
                }}
                {...fieldProps}
              />
            )}
          </Field>
          {failure && (
            <p role="alert" className={styles.problem}>
              {failure}
            </p>
          )}
          {report && (
            <section aria-label={t`Check result`} className={styles.stack}>
              <p role="status">{props.summary(report)}</p>
              {props.details?.(report, (checkFile) => void check(checkFile))}
              {report.errors.length > 0 && (
                <>
                  <p role="alert" className={styles.problem}>
                    {props.errorsNote(report)}
                  </p>
                  <Table
                    caption={t`Errors by row`}
                    rows={report.errors.slice(0, SHOWN_ERRORS)}
                    rowKey={(e) => `${e.row}-${e.field}`}
                    columns={[
                      { key: 'row', header: t`Row`, nowrap: true, cell: (e) => format.number(e.row) },
                      { key: 'field', header: t`Column`, cell: (e) => <code dir="ltr">{e.field}</code> },
                      { key: 'message', header: t`Problem`, cell: (e) => text(e.message) },
                    ]}
                  />
                  {report.errors.length > SHOWN_ERRORS && (
                    <p className={styles.muted}>
                      <Trans>and {format.number(report.errors.length - SHOWN_ERRORS)} more</Trans>
                    </p>
                  )}
                </>
              )}
            </section>
          )}
        </div>
      </Dialog>
    </>
  );
}
