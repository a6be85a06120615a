import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import type { Database } from '#server/db/tables/database.ts';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { demoClient, openDatabase } from '#tests/support/embed-fixtures.ts';
import { describeApi } from '#tests/support/suite.ts';

const STATEMENT =
  'I want to study civil engineering in Europe because the bridges of Rotterdam taught me how design serves a city.';

describeApi('agency applications', (server) => {
  let db: Kysely<Database>;
  let universityIds: number[];
  beforeAll(async () => {
    db = openDatabase(server());
    universityIds = (await universities.list(server().client(), { limit: 3 })).universities.map((u) => u.id);
  });
  afterAll(() => db?.destroy());

  async function agencyWithStudent() {
    const agency = await newAgency(server());
    const { student } = await students.create(agency.client, studentForm({ firstName: 'Rana', lastName: 'Saad' }));
    return { ...agency, student };
  }

  const draft = (studentId: number, overrides = {}) => ({
    studentId,
    universityId: universityIds[0],
    programName: 'MSc Civil Engineering',
    degreeLevel: "Master's Degree",
    personalStatement: STATEMENT,
    ...overrides,
  });

  it('creates a draft with its first event, edits it, submits it, and shows the timeline', async () => {
    const { client, student } = await agencyWithStudent();
    const { application } = await applications.create(client, draft(student.id));
    expect(application).toMatchObject({ status: 'DRAFT', student: { id: student.id, firstName: 'Rana' } });

    const edited = await applications.update(client, application.id, {
      programName: 'MSc Structural Engineering',
      universityId: universityIds[1],
    });
    expect(edited.application).toMatchObject({ programName: 'MSc Structural Engineering', status: 'DRAFT' });
    expect(edited.application.university.id).toBe(universityIds[1]);

    const submitted = await applications.update(client, application.id, { status: 'SUBMITTED' });
    expect(submitted.application.status).toBe('SUBMITTED');
    expect(submitted.application.submittedAt).toEqual(expect.any(String));
    const edit = await apiError(applications.update(client, application.id, { programName: 'Late change' }));
    expect(edit.status).toBe(409);
    expect(edit.message).toBe('Only draft applications can be edited');

    const { application: detail } = await applications.retrieve(client, application.id);
    expect(detail.events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'DRAFT'],
      ['DRAFT', 'SUBMITTED'],
    ]);
    expect(detail.events[0].actor).toMatchObject({ userType: 'AGENCY' });
    expect(detail.student.firstName).toBe('Rana');
    expect(detail.university.id).toBe(universityIds[1]);
    expect(Array.isArray(detail.checklist)).toBe(true);
  });

  it('creates a submitted application at once', async () => {
    const { client, student } = await agencyWithStudent();
    const { application } = await applications.create(client, draft(student.id, { status: 'SUBMITTED' }));
    expect(application.status).toBe('SUBMITTED');
  });

  it('refuses bad wizard input with the spec\u2019s messages', async () => {
    const { client } = await agencyWithStudent();
    const error = await apiError(
      applications.create(client, {
        studentId: undefined as never,
        universityId: undefined as never,
        programName: ' ',
        degreeLevel: '',
        personalStatement: `  ${'x'.repeat(99)}  `,
      }),
    );
    expect(error.status).toBe(400);
    expect(Object.fromEntries(error.errors.map((e) => [e.field, e.message]))).toEqual({
      studentId: 'Please select a student',
      universityId: 'Please select a university',
      programName: 'Program name is required',
      degreeLevel: 'Degree level is required',
      personalStatement: 'Personal statement should be at least 100 characters',
    });
    const empty = await apiError(applications.create(client, draft(1, { personalStatement: '' })));
    expect(empty.errors).toContainEqual({ field: 'personalStatement', message: 'Personal statement is required' });
  });

  it('withdraws only DRAFT or SUBMITTED applications', async () => {
    const { client, student } = await agencyWithStudent();
    const a = (await applications.create(client, draft(student.id))).application;
    expect((await applications.withdraw(client, a.id)).application.status).toBe('WITHDRAWN');
    const again = await apiError(applications.withdraw(client, a.id));
    expect(again.status).toBe(409);
    expect(again.message).toBe('Only draft or submitted applications can be withdrawn');

    const b = (await applications.create(client, draft(student.id, { status: 'SUBMITTED' }))).application;
    await db.updateTable('applications').set({ status: 'ADMIN_REVIEW' }).where('id', '=', b.id).execute();
    expect((await apiError(applications.withdraw(client, b.id))).status).toBe(409);
    // The owner may not make the admins' moves.
    const move = await apiError(applications.changeStatus(client, b.id, { status: 'ADMIN_APPROVED' }));
    expect(move.status).toBe(409);
    // b is still open, so a third application is to another programme.
    const c = (await applications.create(client, draft(student.id, { programName: 'MSc Hydraulic Engineering' })))
      .application;
    expect((await applications.changeStatus(client, c.id, { status: 'SUBMITTED' })).application.status).toBe(
      'SUBMITTED',
    );
  });

  it('searches and filters on the server over all pages, with counts per status', async () => {
    const { client, student } = await agencyWithStudent();
    const other = (await students.create(client, studentForm({ firstName: 'Tarek', lastName: 'Aziz' }))).student;
    for (let i = 0; i < 11; i++)
      await applications.create(client, draft(student.id, { programName: `Programme ${i}` }));
    await applications.create(client, draft(other.id, { programName: 'BSc Nursing', status: 'SUBMITTED' }));

    const first = await applications.list(client, { limit: 10 });
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.stats).toMatchObject({ total: 12, draft: 11, submitted: 1 });
    expect((await applications.list(client, { search: 'nursing' })).applications.map((a) => a.programName)).toEqual([
      'BSc Nursing',
    ]);
    expect((await applications.list(client, { search: 'tarek' })).pagination.total).toBe(1);
    expect((await applications.list(client, { status: 'SUBMITTED' })).pagination.total).toBe(1);
    expect((await applications.list(client, { studentId: other.id })).pagination.total).toBe(1);
    expect((await applications.list(client, { page: 2 })).applications).toHaveLength(2);
  });

  it('computes the dashboard figures over all of the agency\u2019s records', async () => {
    const { client, student } = await agencyWithStudent();
    const ids = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        (await applications.create(client, draft(student.id, { programName: `Programme ${i}`, status: 'SUBMITTED' })))
          .application.id,
      );
    await applications.create(client, draft(student.id));
    await db
      .updateTable('applications')
      .set({ status: 'ACCEPTED' })
      .where('id', 'in', [ids[0], ids[1], ids[2]])
      .execute();
    await db.updateTable('applications').set({ status: 'REJECTED' }).where('id', '=', ids[3]).execute();
    const answer = await applications.stats(client);
    expect(answer.stats).toEqual({
      totalStudents: 1,
      totalApplications: 5,
      acceptanceRate: 75,
      pendingApplications: 0,
    });
    expect(answer.plan).toEqual({ tier: 'STARTER', used: 1, cap: 50 });
  });

  it('shows and changes only the agency\u2019s own applications, and only to agencies', async () => {
    const owner = await agencyWithStudent();
    const other = await agencyWithStudent();
    const { application } = await applications.create(owner.client, draft(owner.student.id));
    for (const call of [
      () => applications.retrieve(other.client, application.id),
      () => applications.update(other.client, application.id, { programName: 'Stolen' }),
      () => applications.withdraw(other.client, application.id),
      () => applications.changeStatus(other.client, application.id, { status: 'SUBMITTED' }),
    ]) {
      const error = await apiError(call());
      expect(error.status).toBe(404);
      expect(error.message).toBe('Application not found');
    }
    // Another agency's student cannot be applied for.
    const foreign = await apiError(applications.create(other.client, draft(owner.student.id)));
    expect(foreign.status).toBe(404);
    expect(foreign.message).toBe('Student not found');
    expect((await applications.list(other.client)).pagination.total).toBe(0);

    for (const role of ['STUDENT', 'UNIVERSITY', 'ADMIN'] as const) {
      const client = await demoClient(server(), role);
      expect((await apiError(applications.list(client))).status).toBe(403);
      expect((await apiError(applications.retrieve(client, application.id))).status).toBe(403);
      expect((await apiError(applications.stats(client))).status).toBe(403);
    }
    expect((await apiError(applications.list(server().client()))).status).toBe(401);
    expect((await apiError(applications.retrieve(owner.client, 'x' as never))).status).toBe(400);
    const missing = await apiError(
      applications.create(owner.client, draft(owner.student.id, { universityId: 99_999_999 })),
    );
    expect(missing.status).toBe(404);
  });
});
