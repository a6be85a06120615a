import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as tasks from '#sdk/resources/tasks';
import * as universities from '#sdk/resources/universities';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { agencyWithCounsellors } from '#tests/support/agency-team.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describeApi('tasks of an agency’s members: the list, scope and the tasks events make', (server) => {
  let admin: Client;
  let universityId: number;
  beforeAll(async () => {
    admin = await adminClient(server());
    universityId = (await universities.list(server().client(), { limit: 1 })).universities[0].id;
  });

  /** An agency with two counsellors, each with a student of their own. */
  async function team() {
    const { owner, ana, ben } = await agencyWithCounsellors(server(), admin);
    const anasStudent = (await students.create(owner.client, studentForm({ assignedMemberId: ana.member.id }))).student;
    const bensStudent = (await students.create(owner.client, studentForm({ assignedMemberId: ben.member.id }))).student;
    return { owner, ana, ben, anasStudent, bensStudent };
  }

  it('lists the signed-in member’s tasks, open and overdue first, and completes one', async () => {
    const { owner, ana, anasStudent } = await team();
    const subject = { subjectType: 'STUDENT' as const, subjectId: anasStudent.id };
    const later = await tasks.create(owner.client, {
      ...subject,
      title: 'Book the visa appointment',
      dueDate: day(5),
      assignedMemberId: ana.member.id,
    });
    const late = await tasks.create(ana.client, { ...subject, title: 'Call about the transcript', dueDate: day(-2) });
    expect(late.task).toMatchObject({
      overdue: true,
      done: false,
      assignee: { id: ana.member.id, email: ana.email },
      subject: { type: 'STUDENT', id: anasStudent.id, name: `${anasStudent.firstName} ${anasStudent.lastName}` },
      source: 'MANUAL',
      createdBy: ana.email,
    });

    const mine = await tasks.list(ana.client);
    expect(mine.tasks.map((t) => [t.title, t.overdue])).toEqual([
      ['Call about the transcript', true],
      ['Book the visa appointment', false],
    ]);
    expect((await tasks.list(ana.client, { due: 'OVERDUE' })).tasks.map((t) => t.id)).toEqual([late.task.id]);
    expect((await tasks.list(ana.client, { due: 'WEEK' })).tasks.map((t) => t.id)).toEqual([later.task.id]);
    // The owner gave the task but it is not theirs: their own list is empty; the student's page shows both.
    expect((await tasks.list(owner.client)).tasks).toEqual([]);
    expect((await tasks.list(owner.client, subject)).pagination.total).toBe(2);

    const { task } = await tasks.update(ana.client, late.task.id, { done: true });
    expect(task).toMatchObject({ done: true, overdue: false });
    expect(task.doneAt).not.toBeNull();
    expect((await tasks.list(ana.client, { status: 'OPEN' })).tasks.map((t) => t.id)).toEqual([later.task.id]);
    expect((await tasks.list(ana.client, { status: 'DONE' })).tasks.map((t) => t.id)).toEqual([late.task.id]);
    const moved = await tasks.update(owner.client, later.task.id, {
      title: 'Book the visa interview',
      dueDate: day(1),
    });
    expect(moved.task).toMatchObject({ title: 'Book the visa interview', dueDate: day(1) });

    const bad = await apiError(tasks.create(ana.client, { ...subject, title: ' ', dueDate: '2026-02-30' }));
    expect(bad.status).toBe(400);
    expect(bad.errors?.map((e) => e.field).sort()).toEqual(['dueDate', 'title']);
  });

  it('keeps a counsellor to their own records: another’s tasks and students answer 404, and they assign only to themselves', async () => {
    const { owner, ana, ben, anasStudent, bensStudent } = await team();
    const { task } = await tasks.create(owner.client, {
      subjectType: 'STUDENT',
      subjectId: anasStudent.id,
      title: 'Check the passport copy',
      dueDate: day(3),
      assignedMemberId: ana.member.id,
    });
    const status = async (call: Promise<unknown>) => (await apiError(call)).status;

    expect((await tasks.list(ben.client)).tasks).toEqual([]);
    expect(await status(tasks.update(ben.client, task.id, { done: true }))).toBe(404);
    expect(await status(tasks.list(ben.client, { subjectType: 'STUDENT', subjectId: anasStudent.id }))).toBe(404);
    expect(
      await status(
        tasks.create(ben.client, {
          subjectType: 'STUDENT',
          subjectId: anasStudent.id,
          title: 'Mine now',
          dueDate: day(1),
        }),
      ),
    ).toBe(404);
    expect(
      await status(
        tasks.create(ben.client, {
          subjectType: 'STUDENT',
          subjectId: bensStudent.id,
          title: 'For Ana',
          dueDate: day(1),
          assignedMemberId: ana.member.id,
        }),
      ),
    ).toBe(403);
    // Another agency's owner does not find it either.
    const stranger = await newAgency(server());
    expect(await status(tasks.update(stranger.client, task.id, { done: true }))).toBe(404);
    expect(
      await status(
        tasks.create(stranger.client, {
          subjectType: 'STUDENT',
          subjectId: anasStudent.id,
          title: 'X',
          dueDate: day(1),
        }),
      ),
    ).toBe(404);
    // Ana's task stays open; the owner may hand it to Ben, who then sees it.
    expect((await tasks.list(ana.client)).tasks.map((t) => [t.id, t.done])).toEqual([[task.id, false]]);
    await tasks.update(owner.client, task.id, { assignedMemberId: ben.member.id });
    expect((await tasks.list(ben.client)).tasks.map((t) => t.id)).toEqual([task.id]);
    expect((await tasks.list(ana.client)).tasks).toEqual([]);
  });

  it('gives the student’s counsellor a task with the due date when the admins request documents', async () => {
    const { owner, ana, anasStudent } = await team();
    // The counsellor applies: the timeline names the agency she acts for (not only its owner's account).
    const { application } = await applications.create(ana.client, {
      studentId: anasStudent.id,
      universityId,
      programName: 'MSc Civil Engineering',
      degreeLevel: "Master's Degree",
      personalStatement:
        'I want to study civil engineering in Europe because the bridges of Rotterdam taught me how design serves a city.',
      status: 'SUBMITTED',
    });
    const { events } = (await applications.retrieve(owner.client, application.id)).application;
    expect(events.find((e) => e.toStatus === 'SUBMITTED')?.actor).toMatchObject({
      userType: 'AGENCY',
      name: owner.agency.name,
    });
    await adminApplications.take(admin, application.id);
    await adminApplications.requestDocuments(admin, application.id, {
      documentTypes: ['IELTS_CERTIFICATE'],
      message: 'Please add the IELTS certificate.',
      dueDate: day(7),
    });

    const [task] = (await tasks.list(ana.client)).tasks;
    expect(task).toMatchObject({
      source: 'DOCUMENT_REQUEST',
      dueDate: day(7),
      assignee: { id: ana.member.id },
      subject: { type: 'APPLICATION', id: application.id },
      createdBy: null,
    });
    expect(task.subject.name).toContain('MSc Civil Engineering');
    const onApplication = await tasks.list(owner.client, { subjectType: 'APPLICATION', subjectId: application.id });
    expect(onApplication.tasks.map((t) => t.id)).toEqual([task.id]);
  });
});
