import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as audit from '#sdk/resources/admin-audit';
import * as documents from '#sdk/resources/student-documents';
import * as studentApplications from '#sdk/resources/student-applications';
import * as decisions from '#sdk/resources/university-applications';
import * as universityProfile from '#sdk/resources/university-profile';
import type { AuditEntry } from '#sdk/schemas/audit';
import { demoClient } from '#tests/support/demo-sign-in.ts';
import { submittedApplication, uploadPdf } from '#tests/support/review.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('review audit and document requests that close', (server) => {
  let admin: Client;
  let university: Client;
  let universityId: number;
  beforeAll(async () => {
    admin = await demoClient(server(), 'ADMIN');
    university = await demoClient(server(), 'UNIVERSITY');
    universityId = (await universityProfile.retrieve(university)).university.id;
  });

  /** The application's entries of the audit log, oldest first: what, who, and the changed fields. */
  const logOf = async (applicationId: number) => {
    const { entries } = await audit.list(admin, { entity: 'application', limit: 100 });
    return entries
      .filter((e: AuditEntry) => e.entityId === applicationId)
      .reverse()
      .map((e) => ({ action: e.action, who: e.actorEmail, after: e.after, at: e.createdAt }));
  };

  /** Waives whatever the checklist still waits for, so the application can be approved. */
  const waiveTheRest = async (id: number) => {
    const { application } = await adminApplications.retrieve(admin, id);
    for (const item of application.checklist.filter((i) => i.required && i.state !== 'VERIFIED'))
      await adminApplications.decide(admin, id, item.documentType, { state: 'WAIVED' });
  };

  it('records every admin and university review action and decision: who, when, what', async () => {
    const { student, application } = await submittedApplication(server(), universityId);
    const id = application.id;
    await adminApplications.take(admin, id);
    await uploadPdf(student, 'PASSPORT');
    await uploadPdf(student, 'TRANSCRIPT');
    await adminApplications.decide(admin, id, 'PASSPORT', { state: 'VERIFIED' });
    await adminApplications.decide(admin, id, 'TRANSCRIPT', { state: 'REJECTED', remark: 'Page 2 is missing' });
    // The rejected document says so (with why) in the owner's own list of documents, until reopened.
    const transcript = async () => (await documents.list(student, { documentType: 'TRANSCRIPT' })).documents[0];
    expect(await transcript()).toMatchObject({ isVerified: false, rejectionRemark: 'Page 2 is missing' });
    await adminApplications.decide(admin, id, 'TRANSCRIPT', { state: 'RECEIVED' });
    expect(await transcript()).toMatchObject({ isVerified: false, rejectionRemark: null });
    await adminApplications.requestDocuments(admin, id, {
      documentTypes: ['TRANSCRIPT'],
      message: 'Please send all pages',
      dueDate: '2099-12-10',
    });
    await waiveTheRest(id);
    await adminApplications.approve(admin, id, { note: 'Good file' });
    await decisions.startReview(university, id);
    await decisions.review(university, id, { rating: 4 });
    await decisions.decide(university, id, { decision: 'ACCEPTED', note: 'Welcome' });

    const log = await logOf(id);
    const adminEmail = 'admin@demo.studyeurope.app';
    const universityEmail = log.at(-1)?.who;
    expect(universityEmail).toMatch(/@/);
    expect(universityEmail).not.toBe(adminEmail);
    expect(log.map((e) => [e.action, e.who === adminEmail ? 'admin' : 'university'])).toEqual([
      ['take-into-review', 'admin'],
      ['verify-document', 'admin'],
      ['reject-document', 'admin'],
      ['reopen-document', 'admin'],
      ['request-documents', 'admin'],
      ...log.filter((e) => e.action === 'waive-document').map(() => ['waive-document', 'admin']),
      ['approve', 'admin'],
      ['start-review', 'university'],
      ['rate', 'university'],
      ['accept', 'university'],
    ]);
    expect(log.find((e) => e.action === 'reject-document')?.after).toEqual({
      documentType: 'TRANSCRIPT',
      remark: 'Page 2 is missing',
    });
    expect(log.find((e) => e.action === 'request-documents')?.after).toEqual({
      documentTypes: ['TRANSCRIPT'],
      dueDate: '2099-12-10',
      message: 'Please send all pages',
    });
    expect(log.find((e) => e.action === 'approve')?.after).toEqual({ status: 'ADMIN_APPROVED', note: 'Good file' });
    expect(log.find((e) => e.action === 'accept')?.after).toEqual({ status: 'ACCEPTED', note: 'Welcome' });
    for (const entry of log) expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now());

    // The request was never answered: the approval closed it, and nobody is asked any more.
    const seen = (await studentApplications.retrieve(student, id)).application;
    expect(seen.documentRequests.map((r) => r.state)).toEqual(['CLOSED']);
  });

  it("records an admin's rejection with its reason, and closes the open request", async () => {
    const { student, application } = await submittedApplication(server(), universityId);
    await adminApplications.take(admin, application.id);
    await adminApplications.requestDocuments(admin, application.id, {
      documentTypes: ['PASSPORT'],
      message: 'Your passport, please',
      dueDate: '2099-12-10',
    });
    await adminApplications.reject(admin, application.id, { reason: 'OTHER', note: 'Not this year' });
    const log = await logOf(application.id);
    expect(log.map((e) => e.action)).toEqual(['take-into-review', 'request-documents', 'reject']);
    expect(log[2].after).toEqual({ status: 'ADMIN_REJECTED', reason: 'OTHER', note: 'Not this year' });
    const seen = (await studentApplications.retrieve(student, application.id)).application;
    expect(seen.documentRequests.map((r) => r.state)).toEqual(['CLOSED']);
  });

  it("records a university's rejection", async () => {
    const { application } = await submittedApplication(server(), universityId);
    await adminApplications.take(admin, application.id);
    await waiveTheRest(application.id);
    await adminApplications.approve(admin, application.id);
    await decisions.startReview(university, application.id);
    await decisions.decide(university, application.id, { decision: 'REJECTED', note: 'The places are taken' });
    const log = await logOf(application.id);
    expect(log.slice(-2).map((e) => [e.action, e.after])).toEqual([
      ['start-review', { status: 'UNDER_REVIEW' }],
      ['reject', { status: 'REJECTED', note: 'The places are taken' }],
    ]);
  });
});
