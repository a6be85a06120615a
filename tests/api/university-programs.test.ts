import { expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import * as programs from '#sdk/resources/programs';
import * as universities from '#sdk/resources/universities';
import * as universityProfile from '#sdk/resources/university-profile';
import type { ProgramForm } from '#sdk/schemas/program';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { adminClient, demoClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('university programmes', (server) => {
  const newProgram: ProgramForm = {
    name: 'MSc Climate Engineering',
    category: 'Engineering',
    level: "Master's Degree",
    language: 'English',
    durationMonths: 24,
    tuitionFee: 3000,
    intake: 'October',
    applicationDeadline: '2099-05-31',
    requiredDocuments: ['PASSPORT', 'TRANSCRIPT', 'IELTS_CERTIFICATE'],
  };

  it('adds, edits and deletes its own programmes, and the public catalogue shows them at once', async () => {
    const client = await demoClient(server(), 'UNIVERSITY');
    const { university } = await universityProfile.retrieve(client);
    const before = (await universities.retrieve(server().client(), university.id)).university;

    const { program } = await programs.create(client, 'own', newProgram);
    expect(program).toMatchObject({ ...newProgram, source: 'university', id: expect.any(Number) });
    const listed = (await universities.retrieve(server().client(), university.id)).university;
    expect(listed.programCount).toBe(before.programCount + 1);
    expect(listed.academicPrograms.find((p) => p.id === program.id)).toEqual(program);

    const edited = await programs.update(client, 'own', program.id, {
      tuitionFee: 3500,
      applicationDeadline: '',
      requiredDocuments: ['PASSPORT'],
    });
    expect(edited.program).toMatchObject({
      tuitionFee: 3500,
      applicationDeadline: null,
      requiredDocuments: ['PASSPORT'],
      name: newProgram.name,
    });
    expect((await programs.list(client, 'own')).programs).toContainEqual(edited.program);

    await programs.remove(client, 'own', program.id);
    expect((await programs.list(client, 'own')).programs.map((p) => p.id)).not.toContain(program.id);
    expect((await universities.retrieve(server().client(), university.id)).university.programCount).toBe(
      before.programCount,
    );
  });

  it('requires passport and transcript when the university names no documents', async () => {
    const client = await demoClient(server(), 'UNIVERSITY');
    const { program } = await programs.create(client, 'own', { name: 'BA Design', level: "Bachelor's Degree" });
    expect(program).toMatchObject({ requiredDocuments: ['PASSPORT', 'TRANSCRIPT'], applicationDeadline: null });
    await programs.remove(client, 'own', program.id);
  });

  it('refuses bad programmes with 400 and field messages', async () => {
    const client = await demoClient(server(), 'UNIVERSITY');
    const error = await apiError(
      programs.create(client, 'own', {
        name: ' ',
        level: 'Kindergarten' as "Master's Degree",
        durationMonths: 1.5,
        applicationDeadline: '2027-02-30',
        requiredDocuments: ['SELFIE' as 'PASSPORT'],
      }),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      { field: 'name', message: 'Program name is required' },
      { field: 'level', message: 'Degree level is required' },
      { field: 'durationMonths', message: 'Must be a whole number of months' },
      { field: 'applicationDeadline', message: 'Must be a date (YYYY-MM-DD)' },
      { field: 'requiredDocuments.0', message: 'Unknown document type' },
    ]);
  });

  it("answers 404 for another university's programme, and admins manage any university's", async () => {
    const university = await demoClient(server(), 'UNIVERSITY');
    const own = (await universityProfile.retrieve(university)).university.id;
    const admin = await adminClient(server());
    const other = (await universities.list(server().client(), { limit: 5 })).universities.find((u) => u.id !== own)!;

    const { program } = await programs.create(admin, other.id, { name: 'MA Urban Studies', level: "Master's Degree" });
    expect(program.source).toBe('admin');
    for (const call of [
      () => programs.update(university, 'own', program.id, { name: 'Taken over' }),
      () => programs.remove(university, 'own', program.id),
    ]) {
      const error = await apiError(call());
      expect([error.status, error.message]).toEqual([404, 'Program not found']);
    }
    const moved = await programs.update(admin, other.id, program.id, { applicationDeadline: '2099-01-15' });
    expect(moved.program.applicationDeadline).toBe('2099-01-15');
    expect((await apiError(programs.update(admin, own, program.id, { name: 'x' }))).status).toBe(404);
    expect((await apiError(programs.list(admin, 2_000_000_000))).status).toBe(404);
    await programs.remove(admin, other.id, program.id);
  });

  it('lets only the university itself and admins in', async () => {
    expect((await apiError(programs.list(server().client(), 'own'))).status).toBe(401);
    for (const type of ['STUDENT', 'AGENCY', 'ADMIN'] as const) {
      const error = await apiError(programs.list(await demoClient(server(), type), 'own'));
      expect(error.status).toBe(403);
    }
    const university = await demoClient(server(), 'UNIVERSITY');
    expect((await apiError(programs.list(university, 1))).status).toBe(403);

    // A university account that has not set up its profile has no programmes to manage.
    const fresh = server().client();
    await auth.register(fresh, { email: uniqueEmail('uni'), password: 'secret-password', userType: 'UNIVERSITY' });
    expect((await apiError(programs.list(fresh, 'own'))).status).toBe(404);
  });
});
