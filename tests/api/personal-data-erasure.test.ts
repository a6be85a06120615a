import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as audit from '#sdk/resources/admin-audit';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as auth from '#sdk/resources/auth';
import * as personalData from '#sdk/resources/personal-data';
import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import * as universities from '#sdk/resources/universities';
import * as webhooks from '#sdk/resources/webhooks';
import { ERASURE_LINK_INVALID } from '#sdk/schemas/personal-data';
import type { Database } from '#server/db/tables/database.ts';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { blobOf, pdfBytes } from '#tests/support/files.ts';
import { startSmtp } from '#tests/support/smtp.ts';
import { newStudent, openDatabase, signIn, storedFiles } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const smtp = await startSmtp();
afterAll(() => smtp.stop());

const upload = (client: Client, text: string) =>
  documents.upload(client, documents.uploadForm([{ blob: blobOf(pdfBytes(text)), name: `${text}.pdf` }], 'PASSPORT'));

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

describeApi(
  'erasing a person\u2019s data',
  (server) => {
    let db: Kysely<Database>;
    let admin: Client;
    beforeAll(async () => {
      db = openDatabase(server());
      admin = await signIn(server(), 'admin@test.local', 'admin-password');
    });
    afterAll(() => db?.destroy());

    const studentRow = (id: number) =>
      db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const erasures = async (entityId: number) =>
      (await audit.list(admin, { entity: 'student', limit: 100 })).entries.filter(
        (entry) => entry.action === 'erase' && entry.entityId === entityId,
      );

    it('erases a student after the e-mailed confirmation: rows and files gone, the decision record kept without the name', async () => {
      const { client, user, student } = await newStudent(server());
      const other = await newStudent(server());
      await upload(client, 'passport-of-the-erased');
      await upload(other.client, 'passport-of-another');
      const [universityId] = (await universities.list(server().client(), { limit: 1 })).universities.map((u) => u.id);
      const { application } = await applications.create(client, {
        universityId: universityId!,
        programName: 'MSc Erasure',
        degreeLevel: 'Master',
        personalStatement: 'My own words',
      });
      const keys = (
        await db.selectFrom('documents').select('storage_key').where('student_id', '=', student!.id).execute()
      ).map((row) => row.storage_key.replace('documents/', ''));
      expect(storedFiles(server(), 'documents')).toEqual(expect.arrayContaining(keys));

      expect(await personalData.eraseMe(client)).toEqual({ success: true });
      const mail = await smtp.mailWith(user.email, '/confirm-erasure?token=');
      expect(mail.subject).toBe('Confirm the deletion of your account');
      const token = /\/confirm-erasure\?token=([\w-]+)/.exec(mail.text!)![1]!;
      expect((await studentRow(student!.id)).first_name).toBe('Lina');

      expect(await personalData.confirmErasure(server().client(), { token })).toEqual({ success: true });

      expect(await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('documents').select('id').where('student_id', '=', student!.id).execute()).toEqual([]);
      expect(await db.selectFrom('notifications').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
      expect(await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
      const shell = await studentRow(student!.id);
      expect(shell).toMatchObject({
        user_id: null,
        email: null,
        first_name: null,
        last_name: null,
        passport_number: null,
      });
      expect(shell.erased_at).toBeTruthy();
      const kept = await db
        .selectFrom('applications')
        .selectAll()
        .where('id', '=', application.id)
        .executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ status: 'DRAFT', university_id: universityId, personal_statement: null });
      const files = storedFiles(server(), 'documents');
      for (const key of keys) expect(files).not.toContain(key);
      expect(
        await db.selectFrom('documents').select('id').where('student_id', '=', other.student!.id).execute(),
      ).toHaveLength(1);

      expect(
        (await apiError(auth.login(server().client(), { email: user.email, password: 'student-password' }))).status,
      ).toBe(401);
      expect((await apiError(auth.me(client))).status).toBe(401);
      const again = await apiError(personalData.confirmErasure(server().client(), { token }));
      expect(again.status).toBe(400);
      expect(again.message).toBe(ERASURE_LINK_INVALID);

      const [entry] = await erasures(student!.id);
      expect(entry).toMatchObject({
        action: 'erase',
        entity: 'student',
        actorEmail: null,
        after: { askedBy: 'STUDENT', files: 1 },
      });
    });

    it('lets an agency erase one of its students and no one else\u2019s, and an admin any student, each in the audit log', async () => {
      const { client: agency, user: agencyUser } = await newAgency(server());
      // An endpoint that never answers: the student's event waits there, with the student's data.
      const { webhook } = await webhooks.create(agency, {
        url: 'http://127.0.0.1:9/hook',
        events: ['student.created'],
      });
      const { student } = await agencyStudents.create(agency, studentForm({ firstName: 'Omar' }));
      expect((await webhooks.deliveries(agency, webhook.id)).deliveries).toHaveLength(1);
      await agencyStudents.uploadDocuments(
        agency,
        student.id,
        documents.uploadForm([{ blob: blobOf(pdfBytes('Passport of Omar')), name: 'omar.pdf' }], 'PASSPORT'),
      );
      const stranger = await newStudent(server());
      expect((await apiError(personalData.eraseStudent(agency, stranger.student!.id))).status).toBe(404);
      expect((await apiError(personalData.eraseStudentAsAdmin(agency, stranger.student!.id))).status).toBe(403);
      expect((await apiError(personalData.eraseStudent(stranger.client, student.id))).status).toBe(403);

      expect(await personalData.eraseStudent(agency, student.id)).toEqual({ success: true });
      expect((await studentRow(student.id)).first_name).toBeNull();
      expect(await db.selectFrom('documents').select('id').where('student_id', '=', student.id).execute()).toEqual([]);
      expect((await apiError(agencyStudents.retrieve(agency, student.id))).status).toBe(404);
      expect((await webhooks.deliveries(agency, webhook.id)).deliveries).toEqual([]);
      expect((await erasures(student.id))[0]).toMatchObject({
        actorEmail: agencyUser.email,
        after: { askedBy: 'AGENCY' },
      });

      await personalData.eraseStudentAsAdmin(admin, stranger.student!.id);
      expect(
        await db.selectFrom('users').select('id').where('id', '=', stranger.user.id).executeTakeFirst(),
      ).toBeUndefined();
      expect((await erasures(stranger.student!.id))[0]).toMatchObject({
        actorEmail: 'admin@test.local',
        after: { askedBy: 'ADMIN' },
      });
      expect((await apiError(personalData.eraseStudentAsAdmin(admin, 99_999_999))).status).toBe(404);
    });

    it('erases leads older than the retention an admin sets (12 months unless set)', async () => {
      expect(await personalData.privacySettings(admin)).toEqual({ privacy: { leadRetentionMonths: 12 } });
      const lead = (name: string, createdAt: string) => ({
        kind: 'contact' as const,
        name,
        email: `${name}@example.com`,
        created_at: createdAt,
        updated_at: createdAt,
      });
      await db
        .insertInto('leads')
        .values([lead('ancient', monthsAgo(13)), lead('recent', monthsAgo(5))])
        .execute();

      await personalData.updatePrivacySettings(admin, { leadRetentionMonths: 12 });
      const names = async () =>
        (await db.selectFrom('leads').select('name').where('name', 'in', ['ancient', 'recent']).execute()).map(
          (row) => row.name,
        );
      expect(await names()).toEqual(['recent']);
      await personalData.updatePrivacySettings(admin, { leadRetentionMonths: 3 });
      expect(await names()).toEqual([]);
      expect((await audit.list(admin, { entity: 'lead' })).entries[0]).toMatchObject({
        action: 'erase',
        after: { leads: 1 },
      });

      const bad = await apiError(personalData.updatePrivacySettings(admin, { leadRetentionMonths: 0 }));
      expect(bad.status).toBe(400);
      expect((await apiError(personalData.privacySettings(server().client()))).status).toBe(401);
    });
  },
  { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', WEBHOOKS_ALLOW_PRIVATE: '1' },
);
