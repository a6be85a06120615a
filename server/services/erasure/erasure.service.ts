import type { UserType } from '#sdk/schemas/enums';
import type { App } from '#server/utils/app.ts';
import type { SignedIn } from '#server/utils/auth.ts';
import { fail, notFound } from '#server/utils/errors.ts';
import { insertAuditEntries } from '#server/services/audit/audit.repository.ts';
import { hashToken, newToken } from '#server/services/auth/token.ts';
import { deleteUsers, findUserById } from '#server/services/auth/user.repository.ts';
import { findStudentOwner } from '#server/services/data-export/data-export.repository.ts';
import { discardFiles } from '#server/services/files/file-store.ts';
import { erasureConfirmationEmail } from '#server/services/mail/emails/erasure-confirmation.ts';
import type { EmailLanguage } from '#server/services/mail/email-layout.ts';
import { enqueueEmail } from '#server/services/mail/outbox.repository.ts';
import { portalAddress } from '#server/services/mail/portal-address.ts';
import { requireAgencyStudent } from '#server/services/students/agency-students.service.ts';
import { findStudentByUser } from '#server/services/students/student.repository.ts';
import { paths } from '#portal/paths.ts';
import { eraseStudentRows, filesOfStudent, findErasureRequest, insertErasureRequest } from './erasure.repository.ts';

const CONFIRM_HOURS = 24;

/**
 * Erases one student (docs/security-and-privacy.md, Privacy) and records it in the audit log with who asked (the
 * student themself, their agency or an admin); their stored files go once the rows have.
 */
async function eraseStudent(
  app: App,
  student: { id: number | null; userId: number | null },
  asker: { id: number | null; userType: UserType },
) {
  const keys = student.id === null ? [] : await filesOfStudent(app.db, student.id, student.userId);
  await app.db.transaction().execute(async (trx) => {
    await insertAuditEntries(trx, [
      {
        actorId: asker.id,
        action: 'erase',
        entity: 'student',
        entityId: student.id,
        label: null,
        after: { askedBy: asker.userType, files: keys.length },
      },
    ]);
    if (student.id !== null) await eraseStudentRows(trx, student.id, student.userId);
    else if (student.userId !== null) await deleteUsers(trx, [student.userId]);
  });
  await discardFiles(app.files, keys);
  return { success: true as const };
}

/** POST /me/erase: e-mails the student a link that confirms the erasure. */
export async function askToEraseMe(app: App, student: SignedIn) {
  const user = await findUserById(app.db, student.id);
  if (!user) notFound('USER_NOT_FOUND');
  const token = newToken();
  const language = user.language as EmailLanguage;
  await app.db.transaction().execute(async (trx) => {
    await insertErasureRequest(trx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + CONFIRM_HOURS * 3_600_000).toISOString(),
    });
    const link = `${portalAddress(app.config.publicUrl, language, paths.confirmErasure)}?token=${token}`;
    await enqueueEmail(trx, erasureConfirmationEmail(user.email, language, link));
  });
  return { success: true as const };
}

/** POST /me/erase/confirm: the e-mailed token is the proof; the account is erased. */
export async function confirmErasure(app: App, token: string) {
  const request = await findErasureRequest(app.db, hashToken(token), new Date().toISOString());
  if (!request) fail(400, 'BAD_REQUEST', 'ERASURE_LINK_INVALID');
  const student = await findStudentByUser(app.db, request.user_id);
  return eraseStudent(
    app,
    { id: student?.id ?? null, userId: request.user_id },
    { id: request.user_id, userType: 'STUDENT' },
  );
}

/** POST /students/{id}/erase: an agency erases one of its students. */
export async function eraseAgencyStudent(app: App, agency: SignedIn, studentId: number) {
  const student = await requireAgencyStudent(app, agency.id, studentId);
  return eraseStudent(app, { id: student.id, userId: student.user_id }, agency);
}

/** POST /admin/students/{id}/erase: an admin erases any student. */
export async function eraseStudentAsAdmin(app: App, admin: SignedIn, studentId: number) {
  const student = await findStudentOwner(app.db, studentId);
  if (!student) notFound('STUDENT_NOT_FOUND');
  return eraseStudent(app, { id: student.id, userId: student.user_id }, admin);
}
