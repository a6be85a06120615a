import type { H3Event } from 'h3';
import type { SignedIn } from '#server/utils/auth.ts';
import type { App } from '#server/utils/app.ts';
import { notFound } from '#server/utils/errors.ts';
import { findUserById } from '#server/services/auth/user.repository.ts';
import { hashToken } from '#server/services/auth/token.ts';
import { sendStoredFile } from '#server/services/files/send-file.ts';
import { requireStudentRow } from '#server/services/students/student.service.ts';
import { requireAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { findReadyDataExport, findStudentOwner, insertDataExport } from './data-export.repository.ts';
import { wakeDataExportWorker } from './export-worker.ts';

/**
 * Queues an export of one student's data, built off the request path (export-worker.ts); its link
 * goes to whoever asked, in their language; the summary is in the student's (else the asker's).
 */
async function queueDataExport(app: App, asker: SignedIn, student: { id: number; user_id: number | null }) {
  const requester = await findUserById(app.db, asker.id);
  const owner = student.user_id === null ? undefined : await findUserById(app.db, student.user_id);
  await insertDataExport(app.db, {
    studentId: student.id,
    requestedBy: asker.id,
    recipientEmail: asker.email,
    language: owner?.language ?? requester?.language ?? 'en',
  });
  wakeDataExportWorker();
  return { success: true as const };
}

/** POST /me/export: a student's own data. */
export const exportMyData = async (app: App, student: SignedIn) =>
  queueDataExport(app, student, await requireStudentRow(app.db, student.id));

/** POST /students/{id}/export: the data of one of the agency's students. */
export const exportAgencyStudentData = async (app: App, agency: SignedIn, studentId: number) =>
  queueDataExport(app, agency, await requireAgencyStudent(app, agency.id, studentId));

/** POST /admin/students/{id}/export: any student's data. */
export async function exportStudentDataAsAdmin(app: App, admin: SignedIn, studentId: number) {
  const student = await findStudentOwner(app.db, studentId);
  if (!student) notFound('STUDENT_NOT_FOUND');
  return queueDataExport(app, admin, student);
}

/** GET /data-exports/{token}: the ZIP, while its link lasts; an unknown or spent link is a 404. */
export async function sendDataExport(app: App, event: H3Event, token: string) {
  const found = await findReadyDataExport(app.db, hashToken(token), new Date().toISOString());
  if (!found?.storage_key) notFound('DATA_EXPORT_NOT_FOUND');
  return sendStoredFile(event, app.files, {
    key: found.storage_key,
    mimeType: 'application/zip',
    attachmentName: `study-in-europe-data-${found.created_at.slice(0, 10)}.zip`,
  });
}
