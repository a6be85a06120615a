import type { H3Event } from 'h3';
import type * as v from 'valibot';
import { type AgencyStudentExportQuery, STUDENT_CSV_COLUMNS, type Student } from '#sdk/schemas/student';
import type { App } from '#server/utils/app.ts';
import { inBatches, sendCsv } from '#server/utils/csv-download.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { agencyStudentWindow } from './agency-student.repository.ts';
import { presentStudent } from './student.presenter.ts';

/** A student as a row of the CSV: the add form's fields and the status, which the import reads back. */
const csvRow = (student: Student) => ({
  ...Object.fromEntries(STUDENT_CSV_COLUMNS.map((c) => [c, c === 'status' ? null : student[c]])),
  status: student.isActive ? 'active' : 'inactive',
});

/** GET /students/export.csv: every student the list's filters select (all pages), newest first. */
export async function exportAgencyStudents(
  app: App,
  event: H3Event,
  userId: number,
  filter: v.InferOutput<typeof AgencyStudentExportQuery>,
) {
  const agency = await requireAgency(app.db, userId);
  async function* rows() {
    for await (const row of inBatches((window) => agencyStudentWindow(app.db, agency, filter, window)))
      yield csvRow(presentStudent(row)) as Record<(typeof STUDENT_CSV_COLUMNS)[number], string | number | null>;
  }
  return sendCsv(event, 'students.csv', filter.lang, STUDENT_CSV_COLUMNS, rows());
}
