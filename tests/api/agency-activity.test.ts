import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as activity from '#sdk/resources/activity';
import * as agencyTeam from '#sdk/resources/agency-team';
import * as applications from '#sdk/resources/agency-applications';
import * as conversations from '#sdk/resources/conversations';
import * as students from '#sdk/resources/agency-students';
import * as documents from '#sdk/resources/student-documents';
import * as tasks from '#sdk/resources/tasks';
import * as universities from '#sdk/resources/universities';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { agencyWithCounsellors } from '#tests/support/agency-team.ts';
import { adminClient } from '#tests/support/demo-sign-in.ts';
import { blobOf, pdfBytes } from '#tests/support/files.ts';
import { describeApi } from '#tests/support/suite.ts';

const STATEMENT =
  'I want to study civil engineering in Europe because the bridges of Rotterdam taught me how design serves a city.';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describeApi('the activity feed of a student and an application, the acting member named', (server) => {
  let admin: Client;
  let universityId: number;
  beforeAll(async () => {
    admin = await adminClient(server());
    universityId = (await universities.list(server().client(), { limit: 1 })).universities[0].id;
  });

  /** A counsellor, named by the owner, who works on their student: edits, uploads, applies, writes, submits, a task. */
  async function busyCounsellor() {
    const { owner, ana, ben } = await agencyWithCounsellors(server(), admin);
    await agencyTeam.updateMember(owner.client, ana.member.id, { name: 'Ana Lopez' });
    const { student } = await students.create(ana.client, studentForm());
    await students.update(ana.client, student.id, { phone: '+962 79 555 0199' });
    const form = documents.uploadForm([{ blob: blobOf(pdfBytes()), name: 'passport.pdf' }], 'PASSPORT');
    await students.uploadDocuments(ana.client, student.id, form);
    const { application } = await applications.create(ana.client, {
      studentId: student.id,
      universityId,
      programName: 'MSc Civil Engineering',
      degreeLevel: "Master's Degree",
      personalStatement: STATEMENT,
    });
    await conversations.send(ana.client, application.id, { body: 'Your application is ready to submit' });
    await applications.changeStatus(ana.client, application.id, { status: 'SUBMITTED' });
    const { task } = await tasks.create(ana.client, {
      subjectType: 'STUDENT',
      subjectId: student.id,
      title: 'Book the visa appointment',
      dueDate: day(3),
    });
    await tasks.update(ana.client, task.id, { done: true });
    return { owner, ana, ben, student, application };
  }

  it('lists who did what on a student, newest first, naming the member who acted', async () => {
    const { owner, student } = await busyCounsellor();
    const feed = await activity.studentActivity(owner.client, student.id, { limit: 50 });
    const kinds = feed.activity.map((e) => e.kind);
    for (const kind of [
      'CREATED',
      'EDITED',
      'DOCUMENT_ADDED',
      'APPLICATION_CREATED',
      'STATUS_CHANGED',
      'MESSAGE',
      'TASK_CREATED',
      'TASK_DONE',
    ])
      expect(kinds).toContain(kind);
    const times = feed.activity.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const e of feed.activity) expect(e.actor?.memberName).toBe('Ana Lopez');
    expect(feed.activity.find((e) => e.kind === 'DOCUMENT_ADDED')?.detail).toBe('passport.pdf');
    expect(feed.activity.find((e) => e.kind === 'EDITED')?.detail).toContain('phone');
    expect(feed.activity.find((e) => e.kind === 'STATUS_CHANGED')).toMatchObject({
      fromStatus: 'DRAFT',
      toStatus: 'SUBMITTED',
    });
    // Paged.
    const first = await activity.studentActivity(owner.client, student.id, { limit: 3 });
    expect(first.activity).toHaveLength(3);
    expect(first.pagination.total).toBe(feed.activity.length);
    expect((await apiError(activity.studentActivity(owner.client, student.id, { limit: 0 }))).status).toBe(400);
  });

  it('lists an application’s own activity, and names the member in its timeline and messages', async () => {
    const { owner, application } = await busyCounsellor();
    const feed = await activity.applicationActivity(owner.client, application.id);
    expect(feed.activity.map((e) => e.kind).sort()).toEqual(['APPLICATION_CREATED', 'MESSAGE', 'STATUS_CHANGED']);
    const { application: detail } = await applications.retrieve(owner.client, application.id);
    const submitted = detail.events.find((e) => e.toStatus === 'SUBMITTED');
    expect(submitted?.actor).toMatchObject({ userType: 'AGENCY', memberName: 'Ana Lopez' });
    const { messages } = await conversations.messages(owner.client, application.id);
    expect(messages[0].author?.memberName).toBe('Ana Lopez');
  });

  it('refuses another counsellor and another agency (404), and a bad id (400)', async () => {
    const { ben, student, application } = await busyCounsellor();
    expect((await apiError(activity.studentActivity(ben.client, student.id))).status).toBe(404);
    expect((await apiError(activity.applicationActivity(ben.client, application.id))).status).toBe(404);
    const other = await newAgency(server());
    expect((await apiError(activity.studentActivity(other.client, student.id))).status).toBe(404);
    expect((await apiError(activity.applicationActivity(other.client, application.id))).status).toBe(404);
    expect((await apiError(activity.studentActivity(other.client, 'x' as never))).status).toBe(400);
  });
});
