import { afterAll, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import type { Client } from '#sdk/client';
import * as auth from '#sdk/resources/auth';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as personalData from '#sdk/resources/personal-data';
import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import * as profile from '#sdk/resources/student-profile';
import * as programs from '#sdk/resources/programs';
import * as shortlists from '#sdk/resources/shortlists';
import * as universities from '#sdk/resources/universities';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { blobOf, pdfBytes, pngBytes } from '#tests/support/files.ts';
import { startSmtp } from '#tests/support/smtp.ts';
import { newStudent, signIn } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const smtp = await startSmtp();
afterAll(() => smtp.stop());

const LINK = /(http:\/\/\S+\/api\/data-exports\/[\w-]+)/;

const upload = (client: Client, bytes: Buffer, name: string) =>
  documents.upload(client, documents.uploadForm([{ blob: blobOf(bytes), name }], 'PASSPORT'));

/** The ZIP behind the link of the `nth` export e-mail to `to`. */
async function exportZip(to: string, nth = 1) {
  const recipient = (mail: (typeof smtp.received)[number]) =>
    [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase()));
  const links = () =>
    smtp.received.filter((mail) => LINK.test(mail.text ?? '') && recipient(mail).includes(to.toLowerCase()));
  await expect.poll(() => links().length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(nth);
  const mail = links()[nth - 1]!;
  const link = LINK.exec(mail.text!)![1]!;
  const response = await fetch(link);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="study-in-europe-data-/);
  return { mail, link, files: unzipSync(new Uint8Array(await response.arrayBuffer())) };
}

describeApi(
  'a person\u2019s data to take away',
  (server) => {
    it('mails a student a link to a ZIP of exactly their data, valid once asked', async () => {
      const { client, user } = await newStudent(server());
      const other = await newStudent(server());
      await upload(client, pdfBytes('Passport of Lina'), 'جواز.pdf');
      await upload(client, pngBytes(), 'photo.png');
      await upload(other.client, pdfBytes('Passport of someone else'), 'other-passport.pdf');
      const [universityId] = (await universities.list(server().client(), { limit: 1 })).universities.map((u) => u.id);
      await applications.create(client, {
        universityId: universityId!,
        programName: 'MSc Data',
        degreeLevel: 'Master',
      });
      await applications.create(other.client, {
        universityId: universityId!,
        programName: 'MSc Other',
        degreeLevel: 'Master',
      });
      const catalogue = (await programs.search(server().client(), { limit: 20 })).programs;
      const starred = catalogue[0]!;
      // Another student's star, on a programme whose name says nothing of the first one's data.
      const othersStar = catalogue.find(
        (p) =>
          !`${starred.name} ${starred.university.name} MSc Data`.includes(p.name) && !p.name.includes(starred.name),
      )!;
      await shortlists.save(client, starred.id);
      await shortlists.save(other.client, othersStar.id);

      const response = await client.fetchRaw('POST', '/me/export');
      expect(response.status).toBe(202);
      const { mail, files } = await exportZip(user.email);
      expect(mail.subject).toBe('Your data is ready to download');
      expect(mail.html).toContain('lang="en" dir="ltr"');

      const names = Object.keys(files);
      expect(names).toHaveLength(4);
      expect(names).toEqual(
        expect.arrayContaining([
          'data.json',
          'summary.html',
          expect.stringMatching(/^documents\/\d+-جواز\.pdf$/),
          expect.stringMatching(/^documents\/\d+-photo\.png$/),
        ]),
      );
      const data = JSON.parse(strFromU8(files['data.json']!));
      expect(data.account.email).toBe(user.email);
      expect(data.profile).toMatchObject({ firstName: 'Lina', lastName: 'Haddad', passportNumber: 'N7654321' });
      expect(data.applications).toEqual([
        expect.objectContaining({
          programName: 'MSc Data',
          status: 'DRAFT',
          timeline: [expect.objectContaining({ from: null, to: 'DRAFT', by: 'STUDENT' })],
        }),
      ]);
      expect(data.documents.map((d: { fileName: string }) => d.fileName).sort()).toEqual(['photo.png', 'جواز.pdf']);
      expect(data.shortlist).toEqual([
        expect.objectContaining({ programId: starred.id, programName: starred.name, addedBy: 'STUDENT' }),
      ]);
      const pdfName = Object.keys(files).find((name) => name.endsWith('.pdf'))!;
      expect(Buffer.from(files[pdfName]!).equals(pdfBytes('Passport of Lina'))).toBe(true);
      const everything = Object.values(files)
        .map((bytes) => Buffer.from(bytes).toString('latin1'))
        .join('\n');
      expect(everything).not.toContain('someone else');
      expect(everything).not.toContain('other-passport');
      expect(everything).not.toContain('MSc Other');
      expect(everything).not.toContain(othersStar.name);
      expect(everything).not.toContain(other.user.email);
      const summary = strFromU8(files['summary.html']!);
      expect(summary).toContain('<html lang="en" dir="ltr">');
      expect(summary).toContain('MSc Data');
    });

    it('writes the summary and the e-mail in Arabic, right to left, for a student who reads Arabic', async () => {
      const email = `arabic-${Date.now()}@test.local`;
      const client = server().client();
      await auth.register(client, { email, password: 'student-password', userType: 'STUDENT', language: 'ar' });
      await profile.setup(client, { firstName: 'ليلى', lastName: 'حداد', nationality: 'Jordan' });
      await personalData.exportMyData(client);
      const { mail, files } = await exportZip(email);
      expect(mail.subject).toBe('بياناتك جاهزة للتنزيل');
      expect(mail.html).toContain('lang="ar" dir="rtl"');
      const summary = strFromU8(files['summary.html']!);
      expect(summary).toContain('<html lang="ar" dir="rtl">');
      expect(summary).toContain('بياناتك في منصة الدراسة في أوروبا');
      expect(summary).toContain('ليلى حداد');

      // Asked by an admin who reads English: the e-mail in English, the summary still in Arabic.
      const admin = await signIn(server(), 'admin@test.local', 'admin-password');
      const { student } = await profile.retrieve(client);
      await personalData.exportStudentDataAsAdmin(admin, student.id);
      const asAdmin = await exportZip('admin@test.local');
      expect(asAdmin.mail.subject).toBe('Your data is ready to download');
      expect(strFromU8(asAdmin.files['summary.html']!)).toContain('<html lang="ar" dir="rtl">');
    });

    it('lets an agency export one of its students, and no one else\u2019s; an admin anyone\u2019s', async () => {
      const { client: agency, user: agencyUser } = await newAgency(server());
      const { student } = await agencyStudents.create(agency, studentForm({ firstName: 'Omar' }));
      await agencyStudents.uploadDocuments(
        agency,
        student.id,
        documents.uploadForm([{ blob: blobOf(pdfBytes('Passport of Omar')), name: 'omar.pdf' }], 'PASSPORT'),
      );
      await personalData.exportStudentData(agency, student.id);
      const { files } = await exportZip(agencyUser.email);
      expect(JSON.parse(strFromU8(files['data.json']!)).profile.firstName).toBe('Omar');
      expect(Object.keys(files)).toContainEqual(expect.stringMatching(/^documents\/\d+-omar\.pdf$/));

      const stranger = await newStudent(server());
      expect((await apiError(personalData.exportStudentData(agency, stranger.student!.id))).status).toBe(404);
      expect((await apiError(personalData.exportStudentDataAsAdmin(agency, student.id))).status).toBe(403);
      expect((await apiError(personalData.exportStudentData(stranger.client, student.id))).status).toBe(403);
      expect((await apiError(personalData.exportMyData(agency))).status).toBe(403);
      expect((await apiError(personalData.exportMyData(server().client()))).status).toBe(401);

      const admin = await signIn(server(), 'admin@test.local', 'admin-password');
      await personalData.exportStudentDataAsAdmin(admin, stranger.student!.id);
      const { files: asAdmin } = await exportZip('admin@test.local', 2);
      expect(JSON.parse(strFromU8(asAdmin['data.json']!)).account.email).toBe(stranger.user.email);
      expect((await apiError(personalData.exportStudentDataAsAdmin(admin, 99_999_999))).status).toBe(404);
    });

    it('answers 404 for a link that is unknown or has run out', async () => {
      const unknown = await fetch(`${server().url}/api/data-exports/${'x'.repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).reason).toBe('DATA_EXPORT_NOT_FOUND');
    });
  },
  { SMTP_URL: smtp.url, MAIL_POLL_MS: '100' },
);
