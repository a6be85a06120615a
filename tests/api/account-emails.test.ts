import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminAgencies from '#sdk/resources/admin-agencies';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as outbox from '#sdk/resources/admin-outbox';
import * as adminStudents from '#sdk/resources/admin-students';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as auth from '#sdk/resources/auth';
import * as notifications from '#sdk/resources/notifications';
import * as studentApplications from '#sdk/resources/student-applications';
import * as universities from '#sdk/resources/universities';
import { RESET_LINK_INVALID } from '#sdk/schemas/auth';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { submittedApplication, uploadPdf } from '#tests/support/review.ts';
import { isolated, startSmtp } from '#tests/support/smtp.ts';
import { describeApi } from '#tests/support/suite.ts';

const smtp = await startSmtp();
afterAll(() => smtp.stop());

const tokenIn = (text: string) => /\/set-password\?token=([\w-]+)/.exec(text)?.[1];

describeApi(
  'account e-mails and document notifications',
  (server) => {
    let admin: Client;
    let universityId: number;
    beforeAll(async () => {
      admin = await adminClient(server());
      universityId = (await universities.list(server().client(), { limit: 1 })).universities[0].id;
    });

    /** The kinds of the e-mails queued for `to`, newest first (written with the change, so no waiting). */
    const kindsTo = async (to: string) =>
      (await outbox.list(admin, { to, limit: 100 })).emails.map((email) => email.kind);

    /** Sets the password through the e-mailed link; answers the signed-in client. */
    const claim = async (email: string, password: string) => {
      const mail = await smtp.mailWith(email, '/set-password?token=');
      const token = tokenIn(mail.text!)!;
      const client = server().client();
      const answer = await auth.resetPassword(client, { token, password });
      expect(answer.user.email).toBe(email);
      const used = await apiError(auth.resetPassword(server().client(), { token, password: 'another-password' }));
      expect([used.status, used.message]).toEqual([400, RESET_LINK_INVALID]);
      return { client, mail };
    };

    it('e-mails an agency an admin created without a password a single-use link to set its own', async () => {
      const email = uniqueEmail('no-password-agency');
      await adminAgencies.create(admin, { email, name: 'Linden Study Partners', country: 'Austria' });
      const { client, mail } = await claim(email, 'chosen-password');
      expect(mail.subject).toBe('Your Study in Europe account is ready');
      expect(mail.text).toContain(`${server().url}/set-password?token=`);
      expect(mail.html).toContain('lang="en" dir="ltr"');
      expect((await auth.me(client)).user).toMatchObject({
        userType: 'AGENCY',
        agency: { name: 'Linden Study Partners' },
      });
      await auth.login(server().client(), { email, password: 'chosen-password' });

      // With a password no invitation goes out: the admin hands the password over.
      const withPassword = uniqueEmail('password-agency');
      await adminAgencies.create(admin, {
        email: withPassword,
        password: 'given-password',
        name: 'X',
        country: 'Italy',
      });
      await auth.login(server().client(), { email: withPassword, password: 'given-password' });
      expect(await kindsTo(withPassword)).toEqual([]);
      expect(await kindsTo(email)).toEqual(['ACCOUNT_CREATED']);
    });

    it('gives a student an admin created without a password an account and a link to set it', async () => {
      const email = uniqueEmail('no-password-student');
      const { student } = await adminStudents.create(admin, { email, firstName: 'Rana', lastName: 'Aziz' });
      const listed = await adminStudents.list(admin, { search: email });
      expect(listed.students[0]).toMatchObject({ id: student.id, user: { email, lastLogin: null } });
      const { client } = await claim(email, 'student-chosen');
      expect((await auth.me(client)).user).toMatchObject({ userType: 'STUDENT', student: { id: student.id } });
    });

    it("invites a student an agency adds to claim the account, who then sees the agency's application", async () => {
      const agency = await newAgency(server());
      const email = uniqueEmail('invited');
      const { student } = await agencyStudents.create(agency.client, studentForm({ email, firstName: 'Yara' }));
      const { application } = await agencyApplications.create(agency.client, {
        studentId: student.id,
        universityId,
        programName: 'MSc Architecture',
        degreeLevel: "Master's Degree",
        personalStatement: 'x'.repeat(120),
        status: 'DRAFT',
      });
      const mail = await smtp.mailWith(email, '/set-password?token=');
      expect(mail.subject).toBe(`${isolated(agency.agency.name)} invites you to Study in Europe`);
      expect(mail.text).toContain('Claim your account');

      const { client } = await claim(email, 'my-own-password');
      const me = (await auth.me(client)).user;
      expect(me).toMatchObject({ userType: 'STUDENT', student: { id: student.id } });
      const mine = await studentApplications.list(client);
      expect(mine.applications.map((a) => a.id)).toEqual([application.id]);
      // The agency keeps managing the student.
      expect((await agencyStudents.retrieve(agency.client, student.id)).student.email).toBe(email);

      // An address that already has an account is not invited again, nor taken over.
      const other = await newAgency(server());
      await agencyStudents.create(other.client, studentForm({ email }));
      expect(await kindsTo(email)).toEqual(['STUDENT_INVITED']);
      expect((await auth.me(client)).user.student).toMatchObject({ id: student.id });
    });

    it('tells the applicant when an admin verifies, rejects or asks for documents, in the bell and by e-mail', async () => {
      const { student, user, application } = await submittedApplication(server(), universityId, ['PASSPORT']);
      await adminApplications.take(admin, application.id);
      await adminApplications.decide(admin, application.id, 'PASSPORT', { state: 'VERIFIED' });
      await uploadPdf(student, 'TRANSCRIPT');
      await adminApplications.decide(admin, application.id, 'TRANSCRIPT', {
        state: 'REJECTED',
        remark: 'The stamp is missing.',
      });
      const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      await adminApplications.requestDocuments(admin, application.id, {
        documentTypes: ['IELTS_CERTIFICATE'],
        message: 'Please add your IELTS certificate.',
        dueDate: due,
      });

      const bell = await notifications.list(student);
      expect(bell.notifications.map((n) => [n.kind, n.params.state ?? n.params.documentTypes])).toEqual([
        ['DOCUMENTS_REQUESTED', 'IELTS_CERTIFICATE'],
        ['DOCUMENT_REVIEWED', 'REJECTED'],
        ['DOCUMENT_REVIEWED', 'VERIFIED'],
        ['STATUS_CHANGED', undefined],
      ]);
      expect(bell.notifications[1]).toMatchObject({
        applicationId: application.id,
        params: { documentType: 'TRANSCRIPT', remark: 'The stamp is missing.' },
      });
      // Admins are not told of their own decisions.
      expect((await notifications.list(admin)).notifications.some((n) => n.kind === 'DOCUMENT_REVIEWED')).toBe(false);

      // The applicant is spoken to, not of, in every e-mail about the application.
      await smtp.mailWith(user.email, `Your ${isolated('Passport Copy')} for your application for`);
      const rejected = await smtp.mailWith(user.email, 'The stamp is missing.');
      expect(rejected.text).toContain(`Your ${isolated('Official Transcript')} for your application for`);
      expect(rejected.subject).toBe(`Document rejected: ${isolated('Official Transcript')}`);
      const requested = await smtp.mailWith(user.email, 'Please add your IELTS certificate.');
      expect(requested.subject).toBe(
        `Documents requested: ${isolated('MSc Computer Science')} at ${isolated(application.university.name)}`,
      );
      expect(requested.text).toContain('IELTS Certificate');
      expect(requested.text).toContain('The admins ask you for these documents for your application for');
      expect(requested.text).not.toMatch(/'s application/);
      // The due date as the reader writes dates, not as stored.
      expect(requested.text).toContain(
        new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(due)),
      );
      expect(requested.text).not.toContain(due);
      // The applicant is spoken to, not of.
      const moved = await smtp.mailWith(user.email, `Your application for ${isolated('MSc Computer Science')} at`);
      expect(moved.text).toContain(`is now: ${isolated('ADMIN REVIEW')}.`);

      // Each kind can be turned off: no e-mail, the bell still counts it.
      await notifications.updateSettings(student, { language: 'ar', emailOff: ['DOCUMENT_REVIEWED'] });
      await adminApplications.decide(admin, application.id, 'TRANSCRIPT', { state: 'WAIVED' });
      await uploadPdf(student, 'TRANSCRIPT', 'transcript-2.pdf');
      await adminApplications.decide(admin, application.id, 'TRANSCRIPT', { state: 'VERIFIED' });
      expect((await notifications.list(student)).notifications[0]).toMatchObject({
        kind: 'DOCUMENT_REVIEWED',
        params: { state: 'VERIFIED', documentType: 'TRANSCRIPT' },
      });
      await adminApplications.requestDocuments(admin, application.id, {
        documentTypes: ['CV_RESUME'],
        message: 'And your CV, please.',
        dueDate: due,
      });
      const arabic = await smtp.mailWith(user.email, 'And your CV, please.');
      expect(arabic.html).toContain('lang="ar" dir="rtl"');
      expect(arabic.text).toContain('السيرة الذاتية');
      // Two reviews e-mailed before the opt-out (verified, rejected), none after.
      expect((await kindsTo(user.email)).filter((kind) => kind === 'DOCUMENT_REVIEWED')).toHaveLength(2);
    });
  },
  { SMTP_URL: smtp.url, MAIL_POLL_MS: '100' },
);
