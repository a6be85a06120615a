import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as students from '#sdk/resources/agency-students';
import type { StudentImportOptions, StudentImportReport } from '#sdk/schemas/student';
import { useState } from 'react';
import { api } from '#portal/lib/api.ts';
import { CsvImport } from '#portal/lib/csv-import/CsvImportDialog.tsx';
import { useErrorText } from '#portal/lib/error-text.ts';
import { useFormat } from '#portal/lib/format.ts';
import { saveBlob } from '#portal/lib/save-blob.ts';
import { RadioGroup } from '#portal/ui/RadioGroup/RadioGroup.tsx';
import * as shared from '#portal/features/agency/agency.css.ts';

type Duplicates = NonNullable<StudentImportOptions['duplicates']>;

/**
 * The Import button of /students and its dialog: choose a CSV (the template has the export's
 * columns) → the server's dry run, with every row's errors and the duplicates (skip or update)
 * → confirm, and the server imports all the rows or none.
 */
export function StudentImport({ onImported }: { onImported: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const { refusal } = useErrorText();
  const [duplicates, setDuplicates] = useState<Duplicates>('skip');

  const send = (file: File, options: StudentImportOptions) =>
    students.importCsv(api, students.importForm(file, file.name, options));

  const dryRun = (choice: Duplicates) => (file: File) => send(file, { mode: 'dryRun', duplicates: choice });

  return (
    <CsvImport<StudentImportReport>
      title={t`Import students`}
      intro={
        <Trans>
          A CSV file with one student per row and the template's columns (at most 10,000 rows). Nothing is imported
          until you confirm.
        </Trans>
      }
      downloadTemplate={() => saveBlob(students.importTemplate(), 'students-template.csv')}
      check={dryRun(duplicates)}
      apply={(file) => send(file, { mode: 'apply', duplicates })}
      summary={(report) => (
        <Trans>
          {format.number(report.rows)} rows read: {format.number(report.created)} new, {format.number(report.updated)}{' '}
          to update, {format.number(report.skipped)} to skip.
        </Trans>
      )}
      details={(report, recheck) => (
        <>
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
                recheck(dryRun(choice));
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
        </>
      )}
      errorsNote={(report) => (
        <Plural
          value={report.errors.length}
          one="# error to fix in the file before importing"
          other="# errors to fix in the file before importing"
        />
      )}
      importLabel={(report) => (
        <Plural value={report.created + report.updated} one="Import # student" other="Import # students" />
      )}
      canImport={(report) => report.errors.length === 0 && report.planProblem === null}
      onClose={() => setDuplicates('skip')}
      onImported={onImported}
    />
  );
}
