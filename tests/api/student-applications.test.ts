import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import * as applications from '#sdk/resources/student-applications';
import * as profile from '#sdk/resources/student-profile';
import * as universities from '#sdk/resources/universities';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#sdk/schemas/enums';
import type { Database } from '#server/db/tables/database.ts';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { apiError } from '#tests/support/api-error.ts';
import { newStudent, openDatabase, signIn } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const draft = (universityId: number, extra = {}) => ({
  universityId,
  programName: 'MSc Computer Science',
  degreeLevel: "Master's Degree",
  personalStatement: 'Why I apply',
  ...extra,
});

describeApi('student applications', (server) => {
  let universityIds: number[];
  let db: Kysely<Database>;
  beforeAll(async () => {
    universityIds = (await universities.list(server().client(), { limit: 3 })).universities.map((u) => u.id);
    db = openDatabase(server());
  });
  afterAll(() => db?.destroy());

  it('creates a DRAFT with 201 and records its creation on the timeline', async () => {
    const { client, user } = await newStudent(server());
    const response = await client.fetchRaw('POST', '/direct-students/applications', { body: draft(universityIds[0]) });
    expect(response.status).toBe(201);
    const { application } = await response.json();
    expect(application).toMatchObject({
      status: 'DRAFT',
      programName: 'MSc Computer Science',
      submittedAt: null,
      university: { id: universityIds[0] },
    });
    const detail = (await applications.retrieve(client, application.id)).application;
    expect(detail.events).toEqual([
      expect.objectContaining({
        kind: 'STATUS',
        fromStatus: null,
        toStatus: 'DRAFT',
        actor: { id: user.id, userType: 'STUDENT', name: 'Lina Haddad' },
      }),
    ]);
  });

  it('refuses a payload without university, programme or degree level with the spec messages', async () => {
    const { client } = await newStudent(server());
    const error = await apiError(applications.create(client, { universityId: 0, programName: ' ', degreeLevel: '' }));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { field: 'universityId', message: 'University is required' },
        { field: 'programName', message: 'Program name is required' },
        { field: 'degreeLevel', message: 'Degree level is required' },
      ]),
    );
    expect((await apiError(applications.create(client, draft(99_999_999)))).status).toBe(404);
  });

  it('edits a draft, submits it, then refuses edits, deletion and a second submission', async () => {
    const { client, user } = await newStudent(server());
    const { application } = await applications.create(client, draft(universityIds[0]));
    const edited = await applications.update(client, application.id, {
      programName: 'MSc Data Science',
      universityId: universityIds[1],
      motivationLetter: 'Letter',
    });
    expect(edited.application).toMatchObject({
      programName: 'MSc Data Science',
      motivationLetter: 'Letter',
      university: { id: universityIds[1] },
      status: 'DRAFT',
    });

    const submitted = await applications.submit(client, application.id);
    expect(submitted.application.status).toBe('SUBMITTED');
    expect(submitted.application.submittedAt).toEqual(expect.any(String));

    const edit = await apiError(applications.update(client, application.id, { programName: 'Other' }));
    expect([edit.status, edit.message]).toEqual([409, 'Only draft applications can be edited']);
    const remove = await apiError(applications.remove(client, application.id));
    expect([remove.status, remove.message]).toEqual([409, 'Only draft applications can be deleted']);
    expect((await apiError(applications.submit(client, application.id))).status).toBe(409);

    const detail = (await applications.retrieve(client, application.id)).application;
    expect(detail.programName).toBe('MSc Data Science');
    expect(detail.events.map((e) => [e.fromStatus, e.toStatus, e.actor?.id])).toEqual([
      [null, 'DRAFT', user.id],
      ['DRAFT', 'SUBMITTED', user.id],
    ]);
  });

  it('creates straight to SUBMITTED with both steps on the timeline', async () => {
    const { client } = await newStudent(server());
    const { application } = await applications.create(client, draft(universityIds[0], { status: 'SUBMITTED' }));
    expect(application.status).toBe('SUBMITTED');
    const { events } = (await applications.retrieve(client, application.id)).application;
    expect(events.map((e) => e.toStatus)).toEqual(['DRAFT', 'SUBMITTED']);
  });

  it('refuses submission with an incomplete profile, saving as draft is allowed', async () => {
    const { client } = await newStudent(server(), { firstName: 'Nour', lastName: 'Saleh' });
    const straight = await apiError(applications.create(client, draft(universityIds[0], { status: 'SUBMITTED' })));
    expect([straight.status, straight.code, straight.message]).toEqual([
      409,
      'PROFILE_INCOMPLETE',
      'Please complete your profile before applying',
    ]);
    const { application } = await applications.create(client, draft(universityIds[0]));
    const later = await apiError(applications.submit(client, application.id));
    expect([later.status, later.code]).toEqual([409, 'PROFILE_INCOMPLETE']);
    expect((await applications.retrieve(client, application.id)).application.status).toBe('DRAFT');
  });

  it('deletes a draft, which is then gone', async () => {
    const { client } = await newStudent(server());
    const { application } = await applications.create(client, draft(universityIds[0]));
    expect(await applications.remove(client, application.id)).toEqual({ success: true });
    expect((await apiError(applications.retrieve(client, application.id))).status).toBe(404);
  });

  it('withdraws a draft or a submitted application, and nothing moves after that', async () => {
    const { client } = await newStudent(server());
    const a = (await applications.create(client, draft(universityIds[0]))).application;
    const b = (await applications.create(client, draft(universityIds[1], { status: 'SUBMITTED' }))).application;
    expect((await applications.withdraw(client, a.id)).application.status).toBe('WITHDRAWN');
    expect((await applications.withdraw(client, b.id)).application.status).toBe('WITHDRAWN');
    for (const id of [a.id, b.id]) {
      expect((await apiError(applications.submit(client, id))).status).toBe(409);
      expect((await apiError(applications.withdraw(client, id))).status).toBe(409);
    }
  });

  it('lists only the own applications, newest first, with server-side search, status filter and stats', async () => {
    const { client } = await newStudent(server());
    const other = await newStudent(server());
    await applications.create(other.client, draft(universityIds[0], { programName: 'BSc Other Student' }));
    const first = (await applications.create(client, draft(universityIds[0], { programName: 'MSc Robotics' })))
      .application;
    const second = (
      await applications.create(client, draft(universityIds[1], { programName: 'MSc Finance', status: 'SUBMITTED' }))
    ).application;

    const all = await applications.list(client);
    expect(all.applications.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(all.stats).toMatchObject({ total: 2, draft: 1, submitted: 1, underReview: 0, accepted: 0, rejected: 0 });
    expect((await applications.list(client, { search: 'robot' })).applications.map((a) => a.id)).toEqual([first.id]);
    expect((await applications.list(client, { status: 'SUBMITTED' })).applications.map((a) => a.id)).toEqual([
      second.id,
    ]);
    expect((await applications.list(client, { search: 'other student' })).applications).toEqual([]);
    expect((await apiError(applications.list(client, { status: 'LOST' as never }))).status).toBe(400);
  });

  it("treats another student's application as missing: 404 on read, edit, submit and delete", async () => {
    const owner = await newStudent(server());
    const intruder = await newStudent(server());
    const { application } = await applications.create(owner.client, draft(universityIds[0]));
    for (const call of [
      () => applications.retrieve(intruder.client, application.id),
      () => applications.update(intruder.client, application.id, { programName: 'Taken over' }),
      () => applications.submit(intruder.client, application.id),
      () => applications.remove(intruder.client, application.id),
    ]) {
      expect((await apiError(call())).status).toBe(404);
    }
    expect((await applications.retrieve(owner.client, application.id)).application.programName).toBe(
      'MSc Computer Science',
    );
  });

  it('keeps other account types out with 403', async () => {
    const agency = DEMO_ACCOUNTS.find((a) => a.userType === 'AGENCY')!;
    const client = await signIn(server(), agency.email, agency.password);
    expect((await apiError(applications.list(client))).status).toBe(403);
    expect((await apiError(applications.create(client, draft(universityIds[0])))).status).toBe(403);
  });

  it('refuses statuses a student may not ask for with 400', async () => {
    const { client } = await newStudent(server());
    const { application } = await applications.create(client, draft(universityIds[0]));
    for (const status of ['ACCEPTED', 'ADMIN_APPROVED', 'DRAFT']) {
      const error = await apiError(applications.update(client, application.id, { status } as never));
      expect(error.status).toBe(400);
    }
  });

  // The student asks for SUBMITTED or WITHDRAWN; from every status only the machine's own moves pass.
  const LEGAL_FOR_OWNER = new Set(['DRAFT>SUBMITTED', 'DRAFT>WITHDRAWN', 'SUBMITTED>WITHDRAWN']);
  it.each(APPLICATION_STATUSES.flatMap((from) => (['SUBMITTED', 'WITHDRAWN'] as const).map((to) => ({ from, to }))))(
    'from $from, a request for $to is allowed only when the machine allows it',
    async ({ from, to }: { from: ApplicationStatus; to: 'SUBMITTED' | 'WITHDRAWN' }) => {
      const { client } = await newStudent(server());
      const { application } = await applications.create(client, draft(universityIds[0]));
      await db.updateTable('applications').set({ status: from }).where('id', '=', application.id).execute();
      const before = await db
        .selectFrom('application_events')
        .select('id')
        .where('application_id', '=', application.id)
        .execute();
      const call = applications.update(client, application.id, { status: to });
      if (LEGAL_FOR_OWNER.has(`${from}>${to}`)) {
        expect((await call).application.status).toBe(to);
        const events = (await applications.retrieve(client, application.id)).application.events;
        expect(events.at(-1)).toMatchObject({ fromStatus: from, toStatus: to });
        expect(events).toHaveLength(before.length + 1);
      } else {
        const error = await apiError(call);
        expect(error.status).toBe(409);
        const row = await db
          .selectFrom('applications')
          .select('status')
          .where('id', '=', application.id)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe(from);
        const after = await db
          .selectFrom('application_events')
          .select('id')
          .where('application_id', '=', application.id)
          .execute();
        expect(after).toHaveLength(before.length);
      }
    },
  );

  it('shows the own applications and their stats on the dashboard', async () => {
    const { client } = await newStudent(server());
    for (let i = 0; i < 12; i++)
      await applications.create(client, draft(universityIds[i % 3], { programName: `Programme ${i}` }));
    const dashboard = await profile.dashboard(client);
    expect(dashboard.applicationStats).toMatchObject({ total: 12, draft: 12 });
    expect(dashboard.recentApplications).toHaveLength(10);
    expect(dashboard.recentApplications[0].programName).toBe('Programme 11');
  });
});
