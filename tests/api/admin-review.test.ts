import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Client } from '#sdk/client';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as studentApplications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import * as universities from '#sdk/resources/universities';
import type { Database } from '#server/db/tables/database.ts';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { submittedApplication, twoAdmins, uploadPdf } from '#tests/support/review.ts';
import { newStudent, openDatabase } from '#tests/support/students.ts';
import { demoClient } from '#tests/support/demo-sign-in.ts';
import { describeApi } from '#tests/support/suite.ts';

const REQUIRED = ['PASSPORT', 'TRANSCRIPT'] as const;

describeApi('admin review', (server) => {
  let universityId: number;
  let admin: Client;
  let otherAdmin: Client;
  let db: Kysely<Database>;
  beforeAll(async () => {
    universityId = (await universities.list(server().client(), { limit: 1 })).universities[0].id;
    [admin, otherAdmin] = await twoAdmins(server());
    db = openDatabase(server());
  });
  afterAll(() => db?.destroy());

  it('takes an application into review for one admin; a second admin at the same time gets a clear 409', async () => {
    const { application } = await submittedApplication(server(), universityId);
    const results = await Promise.allSettled([
      adminApplications.take(admin, application.id),
      adminApplications.take(otherAdmin, application.id),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect([won.length, lost.length]).toEqual([1, 1]);
    const error = await apiError(Promise.reject((lost[0] as PromiseRejectedResult).reason));
    // Whoever comes second is told who has it, or (when both read it at once) to reload.
    expect(error.status).toBe(409);
    expect(error.message).toMatch(
      /^admin@(demo\.studyeurope\.app|test\.local) is already reviewing this application$|^The application was changed by someone else\. Please reload it\.$/,
    );
    const taken = (won[0] as PromiseFulfilledResult<{ application: { status: string; assignee: unknown } }>).value
      .application;
    expect(taken.status).toBe('ADMIN_REVIEW');
    expect(taken.assignee).toEqual({ id: expect.any(Number), email: expect.any(String) });

    // The one who does not have it can neither approve, reject, verify nor request.
    const winner = results[0].status === 'fulfilled' ? admin : otherAdmin;
    const loser = winner === admin ? otherAdmin : admin;
    const approve = await apiError(adminApplications.approve(loser, application.id));
    expect(approve.status).toBe(409);
    expect(approve.message).toMatch(/is reviewing this application$/);
    expect(
      (await apiError(adminApplications.reject(loser, application.id, { reason: 'OTHER', note: 'x' }))).status,
    ).toBe(409);
    expect(
      (await apiError(adminApplications.decide(loser, application.id, 'PASSPORT', { state: 'WAIVED' }))).status,
    ).toBe(409);
  });

  it('refuses approval while a required document is Awaiting or Rejected, and approves once verified', async () => {
    const { student, application } = await submittedApplication(server(), universityId);
    const before = (await studentApplications.retrieve(student, application.id)).application;
    expect(before.checklist.map((i) => [i.documentType, i.required, i.state])).toEqual([
      ['PASSPORT', true, 'AWAITING'],
      ['TRANSCRIPT', true, 'AWAITING'],
    ]);
    const early = await apiError(adminApplications.approve(admin, application.id));
    expect([early.status, early.message]).toEqual([409, 'Take the application into review first']);

    await adminApplications.take(admin, application.id);
    const awaiting = await apiError(adminApplications.approve(admin, application.id));
    expect([awaiting.status, awaiting.message]).toEqual([
      409,
      'Required documents are awaiting or rejected: passport, transcript',
    ]);
    expect(
      (await apiError(adminApplications.decide(admin, application.id, 'PASSPORT', { state: 'VERIFIED' }))).message,
    ).toBe('No document of this type has been uploaded yet');

    await uploadPdf(student, 'PASSPORT');
    const transcript = await uploadPdf(student, 'TRANSCRIPT');
    let detail = (await adminApplications.retrieve(admin, application.id)).application;
    expect(detail.checklist.map((i) => i.state)).toEqual(['RECEIVED', 'RECEIVED']);
    expect(detail.documents.map((d) => d.documentType).sort()).toEqual(['PASSPORT', 'TRANSCRIPT']);
    expect(detail.studentProfile).toMatchObject({ firstName: 'Lina', nationality: 'Jordan' });

    const noRemark = await apiError(
      adminApplications.decide(admin, application.id, 'TRANSCRIPT', { state: 'REJECTED' }),
    );
    expect([noRemark.status, noRemark.errors]).toEqual([
      400,
      [{ field: 'remark', message: 'Please give a remark the applicant will see' }],
    ]);
    await adminApplications.decide(admin, application.id, 'PASSPORT', { state: 'VERIFIED' });
    detail = (
      await adminApplications.decide(admin, application.id, 'TRANSCRIPT', {
        state: 'REJECTED',
        remark: 'Page 2 is missing',
      })
    ).application;
    expect(detail.checklist.map((i) => [i.state, i.remark, i.decidedBy?.name])).toEqual([
      ['VERIFIED', null, 'admin@demo.studyeurope.app'],
      ['REJECTED', 'Page 2 is missing', 'admin@demo.studyeurope.app'],
    ]);
    expect((await apiError(adminApplications.approve(admin, application.id))).message).toBe(
      'Required documents are awaiting or rejected: transcript',
    );

    // The student sees the remark, not who decided; a new upload of the type reopens it.
    const seen = (await studentApplications.retrieve(student, application.id)).application;
    expect(seen.checklist[1]).toMatchObject({ state: 'REJECTED', remark: 'Page 2 is missing', decidedBy: null });
    expect(seen.checklist[1].document?.id).toBe(transcript.id);
    const passportDoc = (await documents.list(student, { documentType: 'PASSPORT' })).documents[0];
    expect(passportDoc.isVerified).toBe(true);
    await uploadPdf(student, 'TRANSCRIPT', 'transcript-complete.pdf');
    detail = (await adminApplications.retrieve(admin, application.id)).application;
    expect(detail.checklist.map((i) => i.state)).toEqual(['VERIFIED', 'RECEIVED']);
    await adminApplications.decide(admin, application.id, 'TRANSCRIPT', { state: 'VERIFIED' });

    const approved = (await adminApplications.approve(admin, application.id, { note: 'All in order' })).application;
    expect(approved.status).toBe('ADMIN_APPROVED');
    const again = await apiError(adminApplications.approve(admin, application.id));
    expect(again.status).toBe(409);

    const timeline = (await studentApplications.retrieve(student, application.id)).application.events;
    expect(timeline.map((e) => [e.kind, e.toStatus, e.actor?.userType])).toEqual([
      ['STATUS', 'DRAFT', 'STUDENT'],
      ['STATUS', 'SUBMITTED', 'STUDENT'],
      ['STATUS', 'ADMIN_REVIEW', 'ADMIN'],
      ['DOCUMENT_VERIFIED', 'ADMIN_REVIEW', 'ADMIN'],
      ['DOCUMENT_REJECTED', 'ADMIN_REVIEW', 'ADMIN'],
      ['DOCUMENT_VERIFIED', 'ADMIN_REVIEW', 'ADMIN'],
      ['STATUS', 'ADMIN_APPROVED', 'ADMIN'],
    ]);
    expect(timeline[0].actor?.name).toBe('Lina Haddad');
    expect(timeline[2].actor?.name).toBeNull();
    expect(timeline[4]).toMatchObject({ reason: 'TRANSCRIPT', note: 'Page 2 is missing' });
    expect(timeline[6].note).toBe('All in order');
    const adminTimeline = (await adminApplications.retrieve(admin, application.id)).application.events;
    expect(adminTimeline[2].actor?.name).toBe('admin@demo.studyeurope.app');
  });

  it('waives a required document, which then no longer blocks approval', async () => {
    const { application } = await submittedApplication(server(), universityId, ['PASSPORT']);
    await adminApplications.take(admin, application.id);
    await adminApplications.decide(admin, application.id, 'TRANSCRIPT', { state: 'WAIVED' });
    expect((await adminApplications.approve(admin, application.id)).application.status).toBe('ADMIN_APPROVED');
  });

  it('rejects with a reason from the list and a text the owner sees; nothing moves after that', async () => {
    const { student, application } = await submittedApplication(server(), universityId, [...REQUIRED]);
    await adminApplications.take(admin, application.id);
    const bad = await apiError(
      adminApplications.reject(admin, application.id, { reason: 'BORED' as 'OTHER', note: '' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { field: 'reason', message: 'Please choose a reason' },
        { field: 'note', message: 'Please write a message the applicant will see' },
      ]),
    );
    const rejected = await adminApplications.reject(admin, application.id, {
      reason: 'REQUIREMENTS_NOT_MET',
      note: 'The programme needs a bachelor in computing.',
    });
    expect(rejected.application.status).toBe('ADMIN_REJECTED');
    const seen = (await studentApplications.retrieve(student, application.id)).application;
    expect(seen.status).toBe('ADMIN_REJECTED');
    expect(seen.events.at(-1)).toMatchObject({
      reason: 'REQUIREMENTS_NOT_MET',
      note: 'The programme needs a bachelor in computing.',
      actor: { userType: 'ADMIN', name: null },
    });
    for (const move of [
      () => adminApplications.take(admin, application.id),
      () => adminApplications.approve(admin, application.id),
      () => adminApplications.reject(admin, application.id, { reason: 'OTHER', note: 'again' }),
      () => studentApplications.withdraw(student, application.id),
      () => studentApplications.submit(student, application.id),
    ]) {
      expect((await apiError(move())).status).toBe(409);
    }
  });

  it('lets the owner withdraw while SUBMITTED but not once in review', async () => {
    const first = await submittedApplication(server(), universityId);
    expect((await studentApplications.withdraw(first.student, first.application.id)).application.status).toBe(
      'WITHDRAWN',
    );
    expect((await apiError(adminApplications.take(admin, first.application.id))).status).toBe(409);

    const second = await submittedApplication(server(), universityId);
    await adminApplications.take(admin, second.application.id);
    const withdraw = await apiError(studentApplications.withdraw(second.student, second.application.id));
    expect([withdraw.status, withdraw.message]).toEqual([
      409,
      'An application cannot go from ADMIN REVIEW to WITHDRAWN',
    ]);
  });

  it('asks the owner for documents: open, overdue, then answered after the upload, back to the reviewer', async () => {
    const { student, application } = await submittedApplication(server(), universityId, [...REQUIRED]);
    const asked = {
      documentTypes: ['IELTS_CERTIFICATE' as const],
      message: 'Please send your IELTS result.',
      dueDate: '2099-01-31',
    };
    expect((await apiError(adminApplications.requestDocuments(admin, application.id, asked))).message).toBe(
      'Take the application into review first',
    );
    await adminApplications.take(admin, application.id);
    const past = await apiError(
      adminApplications.requestDocuments(admin, application.id, { ...asked, dueDate: '2001-01-01' }),
    );
    expect([past.status, past.errors]).toEqual([
      400,
      [{ field: 'dueDate', message: 'The due date cannot be in the past' }],
    ]);
    const response = await admin.fetchRaw('POST', `/admin/applications/${application.id}/document-requests`, {
      body: asked,
    });
    expect(response.status).toBe(201);

    const seen = (await studentApplications.retrieve(student, application.id)).application;
    expect(seen.status).toBe('ADMIN_REVIEW');
    const [request] = seen.documentRequests;
    expect(request).toMatchObject({ state: 'OPEN', documentTypes: ['IELTS_CERTIFICATE'], dueDate: '2099-01-31' });
    expect(seen.events.at(-1)).toMatchObject({ kind: 'DOCUMENTS_REQUESTED', note: 'Please send your IELTS result.' });

    await db.updateTable('document_requests').set({ due_date: '2020-01-01' }).where('id', '=', request.id).execute();
    const queue = await adminApplications.pending(admin, { limit: 100 });
    expect(queue.applications.find((a) => a.id === application.id)?.documentRequest).toMatchObject({
      state: 'OVERDUE',
    });

    const early = await apiError(studentApplications.answerDocumentRequest(student, application.id, request.id));
    expect([early.status, early.message]).toEqual([
      409,
      'Please upload the requested documents first: ielts certificate',
    ]);
    await uploadPdf(student, 'IELTS_CERTIFICATE');
    const answered = await studentApplications.answerDocumentRequest(student, application.id, request.id, {
      note: 'Uploaded.',
    });
    expect(answered.documentRequests[0]).toMatchObject({ state: 'ANSWERED', answerNote: 'Uploaded.' });
    expect(
      (await apiError(studentApplications.answerDocumentRequest(student, application.id, request.id))).status,
    ).toBe(409);
    const detail = (await adminApplications.retrieve(admin, application.id)).application;
    expect(detail.documentRequest).toMatchObject({ state: 'ANSWERED' });
    expect(detail.events.at(-1)).toMatchObject({ kind: 'DOCUMENTS_ANSWERED', actor: { userType: 'STUDENT' } });
    expect(detail.checklist.map((i) => i.documentType)).toEqual(['PASSPORT', 'TRANSCRIPT']);

    // Another student cannot see or answer it.
    const { client: stranger } = await newStudent(server());
    expect(
      (await apiError(studentApplications.answerDocumentRequest(stranger, application.id, request.id))).status,
    ).toBe(404);
  });

  it('lets the agency answer a document request for its student, and no other agency', async () => {
    const { client: agency } = await newAgency(server());
    const { student } = await agencyStudents.create(agency, studentForm());
    const { application } = await agencyApplications.create(agency, {
      studentId: student.id,
      universityId,
      programName: 'MSc Agency Programme',
      degreeLevel: "Master's Degree",
      personalStatement: 'x'.repeat(120),
      status: 'SUBMITTED',
    });
    await adminApplications.take(admin, application.id);
    const asked = { documentTypes: ['PASSPORT' as const], message: 'Please send the passport.', dueDate: '2099-01-31' };
    const [request] = (await adminApplications.requestDocuments(admin, application.id, asked)).application
      .documentRequests;
    const seen = (await agencyApplications.retrieve(agency, application.id)).application;
    expect(seen.documentRequests[0]).toMatchObject({ id: request.id, state: 'OPEN' });
    expect(seen.checklist.map((i) => i.state)).toEqual(['AWAITING', 'AWAITING']);

    const early = await apiError(agencyApplications.answerDocumentRequest(agency, application.id, request.id));
    expect([early.status, early.message]).toEqual([409, 'Please upload the requested documents first: passport']);
    // The agency's student has no sign-in of its own here: its passport is put in place directly.
    await db
      .insertInto('documents')
      .values({
        student_id: student.id,
        file_name: 'passport.pdf',
        document_type: 'PASSPORT',
        mime_type: 'application/pdf',
        file_size: 100,
        storage_key: 'documents/agency-test.pdf',
        uploaded_at: new Date(Date.now() + 1000).toISOString(),
      })
      .execute();
    const { client: other } = await newAgency(server());
    expect((await apiError(agencyApplications.answerDocumentRequest(other, application.id, request.id))).status).toBe(
      404,
    );
    const answered = await agencyApplications.answerDocumentRequest(agency, application.id, request.id);
    expect(answered.documentRequests[0].state).toBe('ANSWERED');
    const detail = (await adminApplications.retrieve(admin, application.id)).application;
    expect(detail.events.at(-1)).toMatchObject({ kind: 'DOCUMENTS_ANSWERED', actor: { userType: 'AGENCY' } });
  });

  it('lists applications with filters, never drafts, and the pending queue oldest first', async () => {
    const { student, application } = await submittedApplication(server(), universityId);
    const { application: draft } = await studentApplications.create(student, {
      universityId,
      programName: 'Draft programme',
      degreeLevel: "Master's Degree",
    });
    expect((await apiError(adminApplications.retrieve(admin, draft.id))).status).toBe(404);

    const all = await adminApplications.list(admin, { limit: 100 });
    expect(all.applications.some((a) => a.status === 'DRAFT')).toBe(false);
    expect(all.pagination).toMatchObject({ page: 1, limit: 100 });

    const found = await adminApplications.list(admin, { search: 'Lina', status: 'SUBMITTED', origin: 'direct' });
    expect(found.applications.map((a) => a.id)).toContain(application.id);
    expect(found.applications.every((a) => a.status === 'SUBMITTED' && a.agencyId === null)).toBe(true);
    const agencyOnly = await adminApplications.list(admin, { origin: 'agency', limit: 100 });
    expect(agencyOnly.applications.length).toBeGreaterThan(0);
    expect(agencyOnly.applications.every((a) => a.agencyId !== null && a.agencyName)).toBe(true);
    const byUniversity = await adminApplications.list(admin, { universityId, limit: 100 });
    expect(byUniversity.applications.every((a) => a.university.id === universityId)).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const inRange = await adminApplications.list(admin, { submittedFrom: today, submittedTo: today, limit: 100 });
    expect(inRange.applications.map((a) => a.id)).toContain(application.id);
    const before = await adminApplications.list(admin, { submittedTo: '2020-01-01', limit: 100 });
    expect(before.applications).toEqual([]);
    expect((await apiError(adminApplications.list(admin, { submittedFrom: 'yesterday' }))).status).toBe(400);

    const queue = await adminApplications.pending(admin, { limit: 100 });
    expect(queue.applications.every((a) => a.status === 'SUBMITTED' || a.status === 'ADMIN_REVIEW')).toBe(true);
    const submitted = queue.applications.map((a) => a.submittedAt!);
    expect(submitted).toEqual([...submitted].sort());
    expect(queue.applications.map((a) => a.id)).toContain(application.id);
  });

  it('lets only admins review: 401 without sign-in, 403 for students, agencies and universities', async () => {
    const { application } = await submittedApplication(server(), universityId);
    expect((await apiError(adminApplications.pending(server().client()))).status).toBe(401);
    for (const role of ['STUDENT', 'AGENCY', 'UNIVERSITY'] as const) {
      const client = await demoClient(server(), role);
      for (const call of [
        () => adminApplications.list(client),
        () => adminApplications.pending(client),
        () => adminApplications.retrieve(client, application.id),
        () => adminApplications.take(client, application.id),
        () => adminApplications.approve(client, application.id),
        () => adminApplications.reject(client, application.id, { reason: 'OTHER', note: 'no' }),
        () => adminApplications.decide(client, application.id, 'PASSPORT', { state: 'WAIVED' }),
      ]) {
        expect((await apiError(call())).status).toBe(403);
      }
    }
    expect((await apiError(adminApplications.retrieve(admin, 99_999_999))).status).toBe(404);
  });
});
