import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type {
  AdminStudent,
  AdminStudentQuery,
  BulkActionResult,
  StudentBulkAction,
  StudentStats,
} from '#sdk/schemas/admin';
import type { Pagination } from '#sdk/schemas/common';
import type { AdminStudentPayload, AdminStudentUpdate, Student } from '#sdk/schemas/student';
import type { App } from '#server/utils/app.ts';
import { conflict, notFound } from '#server/utils/errors.ts';
import { pageWindow, pagination } from '#server/utils/paginate.ts';
import { violatesUnique } from '#server/db/unique-violation.ts';
import { type AuditEntry, insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { hashPassword } from '#server/services/auth/password.ts';
import { inviteToSetPassword, unknownPasswordHash } from '#server/services/auth/account-invitation.ts';
import { revokeUserSessions } from '#server/services/auth/session.repository.ts';
import { deleteUsers, findUserByEmail, insertUser, setUsersActive } from '#server/services/auth/user.repository.ts';
import { discardFiles } from '#server/services/files/file-store.ts';
import { presentStudent } from '#server/services/students/student.presenter.ts';
import { insertStudent, updateStudent } from '#server/services/students/student.repository.ts';
import { profileColumns, withScore } from '#server/services/students/student.service.ts';
import {
  type AdminStudentRow,
  deleteStudentRows,
  documentKeysOf,
  findAdminStudent,
  findStudentsByIds,
  listAdminStudents,
  setStudentsActive,
  studentFigures,
} from './admin-students.repository.ts';
import { bulkOutcome, switchInBulk } from './bulk-action.ts';

const presentAdminStudent = (row: AdminStudentRow): AdminStudent => ({
  ...presentStudent(row),
  user: row.user_email === null ? null : { email: row.user_email, lastLogin: row.user_last_login },
  _count: { applications: Number(row.application_count), documents: Number(row.document_count) },
});

async function presentOne(app: App, id: number): Promise<AdminStudent> {
  const row = await findAdminStudent(app.db, id);
  if (!row) notFound('STUDENT_NOT_FOUND');
  return presentAdminStudent(row);
}

const nameOf = (row: { first_name: string | null; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ');

/** GET /admin/students: one page of direct and agency students, and figures over all of them. */
export async function adminStudentList(
  app: App,
  query: v.InferOutput<typeof AdminStudentQuery>,
): Promise<{ students: AdminStudent[]; pagination: Pagination; stats: StudentStats }> {
  const { page, limit, ...filter } = query;
  const [{ rows, total }, figures] = await Promise.all([
    listAdminStudents(app.db, filter, pageWindow(page, limit)),
    studentFigures(app.db),
  ]);
  return {
    students: rows.map(presentAdminStudent),
    pagination: pagination(page, limit, total),
    stats: {
      total: Number(figures.total),
      active: Number(figures.active ?? 0),
      complete: Number(figures.complete ?? 0),
      nationalities: Number(figures.nationalities),
    },
  };
}

/**
 * POST /admin/students/create: a direct student with a STUDENT account; without a password the account is
 * e-mailed a link to set its own.
 */
export async function createStudent(
  app: App,
  actorId: number,
  form: v.InferOutput<typeof AdminStudentPayload>,
): Promise<{ student: Student }> {
  const { email, password, isActive, ...profile } = form;
  if (await findUserByEmail(app.db, email)) conflict('EMAIL_TAKEN');
  const passwordHash = password ? await hashPassword(password) : await unknownPasswordHash();
  const id = await app.db
    .transaction()
    .execute(async (trx) => {
      const user = await insertUser(trx, { email, passwordHash, userType: 'STUDENT', isActive });
      if (!password)
        await inviteToSetPassword(trx, app.config.publicUrl, { id: user.id, email }, { kind: 'ACCOUNT_CREATED' });
      const { id } = await insertStudent(trx, {
        ...withScore({}, profileColumns(profile)),
        email,
        is_active: isActive,
        user_id: user.id,
      });
      await insertAuditEntries(trx, [
        {
          actorId,
          action: 'create',
          entity: 'student',
          entityId: id,
          label: nameOf({ first_name: form.firstName, last_name: form.lastName }),
          after: { email, isActive, passwordSet: Boolean(password), ...profile },
        },
      ]);
      return id;
    })
    .catch((error) => {
      if (violatesUnique(error, 'email')) conflict('EMAIL_TAKEN');
      throw error;
    });
  return { student: await presentOne(app, id) };
}

/** Turns students (and their accounts) on or off; off ends their sessions at once. */
async function setActive(trx: App['db'], rows: AdminStudentRow[], active: boolean) {
  await setStudentsActive(
    trx,
    rows.map((row) => row.id),
    active,
  );
  const userIds = rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
  await setUsersActive(trx, userIds, active);
  if (!active) for (const userId of userIds) await revokeUserSessions(trx, userId);
}

/** PUT /admin/students/{id}: the fields sent (never e-mail or password); the score follows. */
export async function editStudent(
  app: App,
  actorId: number,
  id: number,
  form: v.InferOutput<typeof AdminStudentUpdate>,
): Promise<{ student: Student }> {
  const row = await findAdminStudent(app.db, id);
  if (!row) notFound('STUDENT_NOT_FOUND');
  const before = presentAdminStudent(row);
  const { isActive, ...profile } = form;
  const changed = Object.entries(form).filter(
    ([field, value]) => value !== undefined && JSON.stringify(before[field as keyof Student]) !== JSON.stringify(value),
  );
  await app.db.transaction().execute(async (trx) => {
    await updateStudent(trx, id, withScore(row, profileColumns(profile)));
    if (isActive !== undefined && isActive !== before.isActive) await setActive(trx, [row], isActive);
    if (changed.length)
      await insertAuditEntries(trx, [
        {
          actorId,
          action: 'update',
          entity: 'student',
          entityId: id,
          label: nameOf(row),
          before: Object.fromEntries(changed.map(([field]) => [field, before[field as keyof Student]])),
          after: Object.fromEntries(changed),
        },
      ]);
  });
  return { student: await presentOne(app, id) };
}

/**
 * Removes students with their accounts, applications and documents, then their stored files
 * (local folder or S3): nothing is left behind.
 */
async function removeStudents(app: App, actorId: number, rows: AdminStudentRow[], batchId?: string) {
  const ids = rows.map((row) => row.id);
  const keys = await documentKeysOf(app.db, ids);
  await app.db.transaction().execute(async (trx) => {
    await deleteStudentRows(trx, ids);
    await deleteUsers(
      trx,
      rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])),
    );
    await insertAuditEntries(
      trx,
      rows.map(
        (row): AuditEntry => ({
          actorId,
          action: 'delete',
          entity: 'student',
          entityId: row.id,
          label: nameOf(row),
          before: {
            email: row.user_email ?? row.email,
            applications: Number(row.application_count),
            documents: Number(row.document_count),
          },
          batchId,
        }),
      ),
    );
  });
  await discardFiles(app.files, keys);
}

/** DELETE /admin/students/{id}. */
export async function deleteStudent(app: App, actorId: number, id: number): Promise<{ success: true }> {
  const row = await findAdminStudent(app.db, id);
  if (!row) notFound('STUDENT_NOT_FOUND');
  await removeStudents(app, actorId, [row]);
  return { success: true };
}

/** POST /admin/students/bulk-action: activate, deactivate or delete; unknown ids are skipped. */
export async function studentBulkAction(
  app: App,
  actorId: number,
  { action, studentIds }: v.InferOutput<typeof StudentBulkAction>,
): Promise<BulkActionResult> {
  const ids = [...new Set(studentIds)];
  const batchId = randomUUID();
  const rows = await findStudentsByIds(app.db, ids);
  if (rows.length) {
    if (action === 'delete') await removeStudents(app, actorId, rows, batchId);
    else {
      const active = action === 'activate';
      await switchInBulk(app, {
        actorId,
        action,
        batchId,
        rows,
        set: (trx) => setActive(trx, rows, active),
        entity: 'student',
        label: nameOf,
        field: 'isActive',
        was: (row) => Boolean(row.is_active),
        value: active,
      });
    }
  }
  return bulkOutcome(
    action,
    ids,
    rows.map((row) => row.id),
    'Student not found',
  );
}
