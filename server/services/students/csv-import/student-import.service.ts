import type { H3Event } from 'h3';
import type { Kysely } from 'kysely';
import type * as v from 'valibot';
import { LIMITS } from '#sdk/schemas/constants';
import { REFUSALS, type Refusal, refusalMessage } from '#sdk/schemas/refusals';
import {
  AgencyStudentPayload,
  type StudentImportError,
  StudentImportOptions,
  type StudentImportReport,
} from '#sdk/schemas/student';
import type { Database } from '#server/db/tables/database.ts';
import type { App } from '#server/utils/app.ts';
import { invalid } from '#server/utils/errors.ts';
import { checkInput, validInput } from '#server/utils/validate.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import { ensureRoomForStudents, planProblem, planUsage } from '#server/services/agencies/plan-cap.ts';
import { csvUploadRules } from '#server/services/csv-import/csv-upload.ts';
import { discardFiles } from '#server/services/files/file-store.ts';
import { receiveUpload } from '#server/services/files/multipart.ts';
import { findAgencyStudent, findAgencyStudentsByEmails } from '#server/services/students/agency-student.repository.ts';
import {
  agencyStudentColumns,
  newAgencyStudent,
  presentAgencyStudent,
} from '#server/services/students/agency-students.service.ts';
import { publishAgencyEvents } from '#server/services/webhooks/publish.ts';
import { type CsvStudentRow, readStudentCsv } from './student-csv-rows.ts';
import { insertStudents, updateStudent } from '#server/services/students/student.repository.ts';
import { officeFor } from '#server/services/agencies/office-choice.ts';

type Payload = v.InferOutput<typeof AgencyStudentPayload>;
interface CheckedRow {
  row: number;
  payload: Payload;
}

/** The list filter's own text for a status other than these two. */
const STATUS_MESSAGE = 'Status must be active or inactive';

/** POST /students/import: one CSV file in the field `file`. */
const IMPORT_UPLOAD_RULES = csvUploadRules(LIMITS.studentImportMaxBytes);

/**
 * Each row checked by the add form's own schema (POST /students), its `status` cell read as
 * isActive (empty: active when created, unchanged when updated), and an e-mail met twice in
 * the file refused on its second row.
 */
function checkRows(rows: CsvStudentRow[], errors: StudentImportError[]): CheckedRow[] {
  const checked: CheckedRow[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of rows) {
    const { status, ...fields } = cells;
    const state = status?.trim().toLowerCase();
    if (state && state !== 'active' && state !== 'inactive')
      errors.push({ row, field: 'status', message: STATUS_MESSAGE });
    const result = checkInput(AgencyStudentPayload, {
      ...fields,
      ...(state ? { isActive: state === 'active' } : {}),
    });
    if (result.errors) {
      errors.push(...result.errors.map((e) => ({ row, ...e })));
      continue;
    }
    const email = result.output.email.toLowerCase();
    if (seen.has(email)) {
      errors.push({ row, field: 'email', message: 'This email appears more than once in the file' });
      continue;
    }
    seen.add(email);
    checked.push({ row, payload: result.output });
  }
  const refused = new Set(errors.map((e) => e.row));
  return checked.filter((r) => !refused.has(r.row));
}

/** What the import does with the checked rows: new students, duplicates (same e-mail) to skip or update. */
async function sortRows(db: Kysely<Database>, agencyId: number, rows: CheckedRow[], duplicates: 'skip' | 'update') {
  const existing = await findAgencyStudentsByEmails(
    db,
    agencyId,
    rows.map((r) => r.payload.email),
  );
  const creates: CheckedRow[] = [];
  const updates: (CheckedRow & { studentId: number })[] = [];
  const found: StudentImportReport['duplicates'] = [];
  let adding = 0;
  for (const row of rows) {
    const holder = existing.get(row.payload.email.toLowerCase());
    if (!holder) {
      creates.push(row);
      if (row.payload.isActive !== false) adding++;
      continue;
    }
    found.push({ row: row.row, email: row.payload.email, studentId: holder.id });
    if (duplicates === 'skip') continue;
    updates.push({ ...row, studentId: holder.id });
    // Reactivating through an update counts against the plan, as PUT /students/{id} does.
    if (row.payload.isActive === true && !holder.is_active) adding++;
  }
  return { creates, updates, found, adding };
}

/**
 * POST /students/import (spec part 2, 7): a dry run reports every row's errors and the
 * duplicates; `mode=apply` imports all the rows or none, in one transaction, within the plan.
 * The uploaded file is kept only while the request runs.
 */
export async function importStudentsFromUpload(app: App, event: H3Event, userId: number): Promise<StudentImportReport> {
  const agency = await requireAgency(app.db, userId);
  const { fields, files } = await receiveUpload(event, app.files, IMPORT_UPLOAD_RULES);
  try {
    const options = validInput(StudentImportOptions, fields);
    const stored = await app.files.get(files[0].key);
    if (!stored) invalid([{ field: 'file', message: REFUSALS.CSV_FILE_REQUIRED }]);
    const { rows, rowErrors } = await readStudentCsv(stored.body);
    const errors = [...rowErrors];
    const checked = checkRows(rows, errors);
    errors.sort((a, b) => a.row - b.row);
    const plan = await planUsage(app.db, agency);
    const report = (sorted: Awaited<ReturnType<typeof sortRows>>, dryRun: boolean, problem: Refusal | null) => ({
      dryRun,
      rows: rows.length,
      created: sorted.creates.length,
      updated: sorted.updates.length,
      skipped: options.duplicates === 'skip' ? sorted.found.length : 0,
      errors,
      duplicates: sorted.found,
      plan: { ...plan, adding: sorted.adding },
      planProblem: problem && refusalMessage(problem),
    });

    if (options.mode === 'dryRun') {
      const sorted = await sortRows(app.db, agency.id, checked, options.duplicates);
      return report(sorted, true, await planProblem(app.db, agency, sorted.adding));
    }
    if (errors.length)
      invalid(
        errors.map((e) => ({ field: `row ${e.row}: ${e.field}`, message: e.message })),
        'IMPORT_ROWS_INVALID',
      );
    return await app.db.transaction().execute(async (trx) => {
      const sorted = await sortRows(trx, agency.id, checked, options.duplicates);
      await ensureRoomForStudents(trx, app.dialect, agency, sorted.adding);
      const now = new Date().toISOString();
      // The importer's office, as for a student added by hand.
      const importOffice = await officeFor(trx, agency, undefined, true);
      await insertStudents(
        trx,
        // A counsellor's imported students are their own.
        sorted.creates.map((r) =>
          newAgencyStudent(
            agency.id,
            { ...r.payload, assignedMemberId: agency.counsellorId ?? undefined, officeId: importOffice },
            now,
            'CSV_IMPORT',
          ),
        ),
      );
      // One `student.created` per student the import added, as when an agency adds one by hand.
      await publishAgencyEvents(trx, agency.id, 'student.created', async () => {
        const ids = await findAgencyStudentsByEmails(
          trx,
          agency.id,
          sorted.creates.map((r) => r.payload.email),
        );
        const events = [];
        for (const id of [...ids.values()].map((found) => found.id).sort((a, b) => a - b)) {
          const stored = await findAgencyStudent(trx, agency, id);
          if (stored) events.push({ resource: `student:${id}`, data: { student: presentAgencyStudent(stored) } });
        }
        return events;
      });
      for (const { studentId, payload } of sorted.updates) {
        // A counsellor's import leaves the students of others as they are.
        const stored = await findAgencyStudent(trx, agency, studentId);
        if (stored) await updateStudent(trx, studentId, agencyStudentColumns(stored, payload));
      }
      return report(sorted, false, null);
    });
  } finally {
    await discardFiles(
      app.files,
      files.map((f) => f.key),
    );
  }
}
