import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as audit from '#sdk/resources/admin-audit';
import * as adminStudents from '#sdk/resources/admin-students';
import * as auth from '#sdk/resources/auth';
import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import * as universities from '#sdk/resources/universities';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { blobOf, pdfBytes, pngBytes } from '#tests/support/files.ts';
import { startS3 } from '#tests/support/s3.ts';
import { newStudent, storedFiles } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';
import type { TestServer } from '#tests/support/server.ts';

const PASSWORD = 'student-password';

const signInAdmin = async (server: TestServer) => {
  const admin = server.client();
  await auth.login(admin, { email: 'admin@test.local', password: 'admin-password' });
  return admin;
};

/** A signed-up student with one application and two stored documents. */
async function busyStudent(server: TestServer) {
  const { client, student } = await newStudent(server);
  const universityId = (await universities.list(client, { limit: 1 })).universities[0].id;
  await applications.create(client, { universityId, programName: 'Law', degreeLevel: "Master's Degree" });
  await documents.upload(
    client,
    documents.uploadForm(
      [
        { blob: blobOf(pdfBytes()), name: 'transcript.pdf' },
        { blob: blobOf(pngBytes()), name: 'passport.png' },
      ],
      'TRANSCRIPT',
    ),
  );
  return { client, student: student! };
}

describeApi('admin students', (server) => {
  let admin: Client;
  beforeAll(async () => {
    admin = await signInAdmin(server());
  });
  const marker = () => `Zx${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  it('creates a student with a sign-in account, with the given password or one the student sets by e-mail', async () => {
    const email = uniqueEmail('admin-made');
    const { student } = await adminStudents.create(admin, {
      email,
      password: PASSWORD,
      firstName: 'Huda',
      lastName: 'Nasser',
      nationality: 'Jordan',
      currentEducationLevel: "Bachelor's Degree",
    });
    expect(student).toMatchObject({ email, firstName: 'Huda', isActive: true, agencyId: null });
    const client = server().client();
    expect((await auth.login(client, { email, password: PASSWORD })).user.userType).toBe('STUDENT');
    expect((await auth.me(client)).user.student).toMatchObject({ id: student.id });

    const invited = await adminStudents.create(admin, {
      email: uniqueEmail('invited'),
      firstName: 'A',
      lastName: 'B',
    });
    const listed = await adminStudents.list(admin, { search: invited.student.email! });
    expect(listed.students[0]).toMatchObject({
      id: invited.student.id,
      user: { email: invited.student.email, lastLogin: null },
    });

    const taken = await apiError(adminStudents.create(admin, { email, firstName: 'X', lastName: 'Y' }));
    expect(taken.status).toBe(409);
    expect(taken.message).toBe('An account with this email already exists');
    const bad = await apiError(
      adminStudents.create(admin, { email: 'no', password: '1', firstName: '', lastName: ' ' } as never),
    );
    expect(bad.errors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Invalid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('lists direct and agency students with filters, counts, last login and figures over all', async () => {
    const nationality = `Atlantis${marker()}`;
    const { client, student } = await busyStudent(server());
    await adminStudents.update(admin, student.id, { nationality });
    const { user } = await auth.me(client);
    await auth.login(server().client(), { email: user.email, password: 'student-password' });
    const { students, pagination, stats } = await adminStudents.list(admin, { nationality });
    expect(pagination).toMatchObject({ total: 1, limit: 10 });
    expect(students[0]).toMatchObject({
      id: student.id,
      user: { email: user.email, lastLogin: expect.any(String) },
      _count: { applications: 1, documents: 2 },
    });
    expect((await adminStudents.list(admin, { nationality, educationLevel: 'PhD' })).pagination.total).toBe(0);
    expect((await adminStudents.list(admin, { nationality, educationLevel: "Bachelor's" })).pagination.total).toBe(1);
    expect((await adminStudents.list(admin, { nationality, status: 'inactive' })).pagination.total).toBe(0);

    const all = await adminStudents.list(admin, { limit: 100 });
    expect(stats.total).toBe(all.pagination.total);
    expect(all.students.some((s) => s.agencyId !== null)).toBe(true);
    expect(stats.active).toBe(all.students.filter((s) => s.isActive).length);
    expect(stats.complete).toBe(all.students.filter((s) => s.profileCompleted).length);
    const bad = await apiError(adminStudents.list(admin, { educationLevel: 'Kindergarten' } as never));
    expect(bad.errors[0].field).toBe('educationLevel');
  });

  it('edits without e-mail or password, and deactivation signs the student out', async () => {
    const { client, student } = await newStudent(server());
    const { student: edited } = await adminStudents.update(admin, student!.id, {
      institutionName: 'Cairo University',
      isActive: false,
    });
    expect(edited).toMatchObject({ institutionName: 'Cairo University', isActive: false, email: student!.email });
    expect((await apiError(auth.me(client))).status).toBe(401);
    await adminStudents.bulkAction(admin, { action: 'activate', studentIds: [student!.id] });
    const error = await apiError(adminStudents.update(admin, student!.id, { firstName: '' }));
    expect(error.errors).toEqual([{ field: 'firstName', message: 'First name is required' }]);
    expect((await apiError(adminStudents.update(admin, 2_000_000_000, { firstName: 'A' }))).status).toBe(404);
  });

  it('deletes a student with the account, applications, documents and stored files', async () => {
    const before = storedFiles(server(), 'documents').length;
    const { client, student } = await busyStudent(server());
    expect(storedFiles(server(), 'documents')).toHaveLength(before + 2);
    expect(await adminStudents.remove(admin, student.id)).toEqual({ success: true });
    expect(storedFiles(server(), 'documents')).toHaveLength(before);
    expect((await apiError(auth.me(client))).status).toBe(401);
    expect((await adminStudents.list(admin, { search: student.email! })).pagination.total).toBe(0);
    expect((await apiError(adminStudents.remove(admin, student.id))).status).toBe(404);
  });

  it('bulk-deletes two students, skipping unknown ids; an empty selection is refused', async () => {
    const [a, b] = [await busyStudent(server()), await busyStudent(server())];
    const result = await adminStudents.bulkAction(admin, {
      action: 'delete',
      studentIds: [a.student.id, b.student.id, 2_000_000_000],
    });
    expect(result).toEqual({
      action: 'delete',
      affected: 2,
      skipped: [{ id: 2_000_000_000, reason: 'Student not found' }],
    });
    const empty = await apiError(adminStudents.bulkAction(admin, { action: 'delete', studentIds: [] }));
    expect(empty.errors).toEqual([{ field: 'studentIds', message: 'Please select students first' }]);
    const { entries } = await audit.list(admin, { entity: 'student', limit: 10 });
    const batch = entries.filter((e) => e.action === 'delete' && e.batchId === entries[0].batchId);
    expect(batch.map((e) => e.entityId).sort()).toEqual([a.student.id, b.student.id].sort());
    expect(batch[0].before).toMatchObject({ applications: 1, documents: 2 });
  });

  it('is for admins only: 401 without a token, 403 for other types', async () => {
    const { client } = await newStudent(server());
    const calls = (c: Client) => [
      adminStudents.list(c),
      adminStudents.create(c, { email: uniqueEmail('x'), firstName: 'A', lastName: 'B' }),
      adminStudents.update(c, 1, { firstName: 'A' }),
      adminStudents.remove(c, 1),
      adminStudents.bulkAction(c, { action: 'activate', studentIds: [1] }),
    ];
    for (const error of await Promise.all(calls(server().client()).map(apiError))) expect(error.status).toBe(401);
    for (const error of await Promise.all(calls(client).map(apiError))) expect(error.status).toBe(403);
  });
});

const s3 = await startS3('admin-students');
afterAll(() => s3.stop());

describeApi(
  'admin students on S3',
  (server) => {
    it('a deleted student leaves no file in the bucket', async () => {
      const admin = await signInAdmin(server());
      const before = await s3.keys('documents/');
      const { student } = await busyStudent(server());
      expect(await s3.keys('documents/')).toHaveLength(before.length + 2);
      await adminStudents.bulkAction(admin, { action: 'delete', studentIds: [student.id] });
      expect(await s3.keys('documents/')).toEqual(before);
    });
  },
  s3.env,
);
