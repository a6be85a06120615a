import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import type { StudentImportOptions, StudentImportReport } from '#sdk/schemas/student';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { useAction } from '#portal/lib/use-action.ts';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { Button } from '#portal/ui/Button/Button.tsx';
import { Dialog } from '#portal/ui/Dialog/Dialog.tsx';
import { Field } from '#portal/ui/Field/Field.tsx';
import { FileInput } from '#portal/ui/FileInput/FileInput.tsx';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import { Table } from '#portal/ui/Table/Table.tsx';
import { useToast } from '#portal/ui/Toasts/Toasts.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';

type Duplicates = NonNullable<StudentImportOptions['duplicates']>;

/** How many row errors the report lists; the count says how many more there are. */
const SHOWN_ERRORS = 200;

/**
 * The Import button of /students and its dialog: choose a CSV (the template has the export's
 * columns) → the server's dry run, with every row's errors and the duplicates (skip or update)
 * → confirm, and the server imports all the rows or none.
 */
export function StudentImport({ onImported }: { onImported: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const format = useFormat();
  const { text, refusal, error: errorMessage } = useErrorText();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [duplicates, setDuplicates] = useState<Duplicates>('skip');
  const [report, setReport] = useState<StudentImportReport>();
  const [failure, setFailure] = useState<string>();
  const { busy, run } = useAction();

  const close = () => {
    setOpen(false);
    setFile(undefined);
    setReport(undefined);
    setFailure(undefined);
    setDuplicates('skip');
  };

  const send = async (chosen: File, options: StudentImportOptions) => {
    setFailure(undefined);
    // The refusal shows in the dialog, beside the file it is about, not in a toast.
    return run(() => students.importCsv(api, students.importForm(chosen, chosen.name, options)), {
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  const check = async (choice: Duplicates = duplicates) => {
    if (!file) return;
    setReport(await send(file, { mode: 'dryRun', duplicates: choice }));
  };

  const apply = async () => {
    if (!file) return;
    const done = await send(file, { mode: 'apply', duplicates });
    if (!done) return;
    close();
    toast.success(
      t`Import complete`,
      t`${format.number(done.created)} added, ${format.number(done.updated)} updated, ${format.number(done.skipped)} skipped`,
    );
    onImported();
  };

  const blocked = !report || report.errors.length > 0 || report.planProblem !== null;

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Import CSV</Trans>
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t`Import students`}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            {report ? (
              <Button onClick={apply} loading={busy} disabled={blocked}>
                <Plural value={report.created + report.updated} one="Import # student" other="Import # students" />
              </Button>
            ) : (
              <Button onClick={() => check()} loading={busy} disabled={!file}>
                <Trans>Check file</Trans>
              </Button>
            )}
          </>
        }
      >
        <div className={shared.header}>
          <p className={shared.muted}>
            <Trans>
              A CSV file with one student per row and the template's columns (at most 10,000 rows). Nothing is imported
              until you confirm.
            </Trans>
          </p>
          <div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => saveBlob(students.importTemplate(), 'students-template.csv')}
            >
              <Trans>Download the template</Trans>
            </Button>
          </div>
          <Field label={t`CSV file`}>
            {(props) => (
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
                {...props}
              />
            )}
          </Field>
          {failure && (
            <p role="alert" className={shared.problem}>
              {failure}
            </p>
          )}
          {report && (
            <section aria-label={t`Check result`} className={shared.header}>
              <p role="status">
                <Trans>
                  {format.number(report.rows)} rows read: {format.number(report.created)} new,{' '}
                  {format.number(report.updated)} to update, {format.number(report.skipped)} to skip.
                </Trans>
              </p>
              {report.duplicates.length > 0 && (
                <RadioGroup<Duplicates>
                  legend={
                    <Plural
                      value={report.duplicates.length}
                      one="# row has the email of one of your students"
                      other="# rows have the email of one of your students"
                    />
                  }
                  name="duplicates"
                  value={duplicates}
                  onChange={(choice) => {
                    setDuplicates(choice);
                    void check(choice);
                  }}
                  options={[
                    { value: 'skip', label: t`Skip them (keep the students as they are)` },
                    { value: 'update', label: t`Update those students with the file's values` },
                  ]}
                />
              )}
              {report.planProblem && (
                <p role="alert" className={shared.problem}>
                  {refusal({
                    reason: 'PLAN_CAP_REACHED',
                    params: { plan: report.plan.tier, limit: report.plan.cap ?? 0 },
                  })}
                </p>
              )}
              {report.errors.length > 0 && (
                <>
                  <p role="alert" className={shared.problem}>
                    <Plural
                      value={report.errors.length}
                      one="# error to fix in the file before importing"
                      other="# errors to fix in the file before importing"
                    />
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
                    <p className={shared.muted}>
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
