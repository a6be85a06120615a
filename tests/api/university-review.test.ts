import { expect, it } from 'vitest';
import * as universityClaims from '#sdk/resources/admin-university-claims';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as auth from '#sdk/resources/auth';
import * as documents from '#sdk/resources/student-documents';
import * as notifications from '#sdk/resources/notifications';
import * as studentApplications from '#sdk/resources/student-applications';
import * as decisions from '#sdk/resources/university-applications';
import * as universityProfile from '#sdk/resources/university-profile';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { demoClient } from '#tests/support/demo-sign-in.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { submittedApplication } from '#tests/support/review.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('university review', (server) => {
  const university = () => demoClient(server(), 'UNIVERSITY');
  /** One of the demo university's applications the admins approved and nobody has taken yet. */
  const approved = async () => {
    const { applications } = await decisions.list(await university(), { status: 'ADMIN_APPROVED' });
    expect(applications.length).toBeGreaterThan(0);
    return applications[0];
  };

  it('lists only applications that reached the university: approved and later, never drafts', async () => {
    const client = await university();
    const { applications, pagination } = await decisions.list(client, { limit: 100 });
    expect(pagination.total).toBe(applications.length);
    expect(new Set(applications.map((a) => a.status))).toEqual(
      new Set(['ADMIN_APPROVED', 'UNDER_REVIEW', 'ACCEPTED', 'REJECTED']),
    );
    const own = (await universityProfile.retrieve(client)).university.id;
    expect(applications.every((a) => a.university.id === own)).toBe(true);

    const found = await decisions.list(client, { search: 'Zahra' });
    expect(found.applications.map((a) => a.student.lastName)).toEqual(['Zahra']);
    expect((await decisions.list(client, { status: 'REJECTED' })).applications.every((a) => a.status === 'REJECTED'));
    const bad = await apiError(decisions.list(client, { status: 'DRAFT' as 'REJECTED' }));
    expect([bad.status, bad.errors]).toEqual([400, [{ field: 'status', message: 'Unknown status' }]]);
  });

  it('shows the applicant, the programme, the statements, verified documents and the timeline', async () => {
    const client = await university();
    const { applications } = await decisions.list(client, { search: 'Fatima' });
    const { application } = await decisions.retrieve(client, applications[0].id);
    expect(application).toMatchObject({
      status: 'ACCEPTED',
      applicant: { firstName: 'Fatima', lastName: 'Zahra', nationality: 'Morocco' },
      program: { name: application.programName },
      review: { rating: 5 },
      universityNotes: expect.stringContaining('Congratulations'),
      decisionConditions: expect.stringContaining('degree certificate'),
    });
    expect(application.personalStatement).toBeTruthy();
    expect(application.events.map((e) => e.toStatus)).toEqual([
      'DRAFT',
      'SUBMITTED',
      'ADMIN_REVIEW',
      'ADMIN_APPROVED',
      'UNDER_REVIEW',
      'ACCEPTED',
    ]);
    expect(application.events.at(-1)?.actor?.userType).toBe('UNIVERSITY');
    expect(application.documents.map((d) => [d.documentType, d.isVerified]).sort()).toEqual([
      ['PASSPORT', true],
      ['TRANSCRIPT', true],
    ]);
    expect('passportNumber' in application.applicant).toBe(false);
  });

  it('reviews and accepts with conditions; the dashboard and the response time follow', async () => {
    const client = await university();
    const before = await decisions.dashboard(client);
    const target = await approved();

    const started = (await decisions.startReview(client, target.id)).application;
    expect(started.status).toBe('UNDER_REVIEW');
    expect(started.reviewedAt).toBeTruthy();
    const reviewed = (await decisions.review(client, target.id, { rating: 4, notes: 'Good fit for the lab.' }))
      .application;
    expect(reviewed.review).toEqual({ rating: 4, notes: 'Good fit for the lab.' });

    const { application } = await decisions.decide(client, target.id, {
      decision: 'ACCEPTED',
      note: 'Welcome to our university!',
      conditions: 'Send your IELTS certificate by June.',
    });
    expect(application).toMatchObject({
      status: 'ACCEPTED',
      universityNotes: 'Welcome to our university!',
      decisionConditions: 'Send your IELTS certificate by June.',
      decidedAt: expect.any(String),
    });
    expect(application.events.at(-1)).toMatchObject({
      fromStatus: 'UNDER_REVIEW',
      toStatus: 'ACCEPTED',
      note: 'Welcome to our university!',
    });

    const after = await decisions.dashboard(client);
    expect(after.figures).toEqual({
      ...before.figures,
      toReview: before.figures.toReview - 1,
      accepted: before.figures.accepted + 1,
    });
    expect(after.lastThirtyDays.accepted).toBe(before.lastThirtyDays.accepted + 1);
    expect(after.lastThirtyDays.underReview).toBe(before.lastThirtyDays.underReview + 1);
    // The demo decisions took 6 days from approval; this one took none: the median of 6, 6 and 0.
    expect(before.university.responseTimeDays).toBe(6);
    expect(after.university.responseTimeDays).toBe(6);
  });

  it('rejects only with a note for the applicant', async () => {
    const client = await university();
    const target = await approved();
    await decisions.startReview(client, target.id);
    const missing = await apiError(decisions.decide(client, target.id, { decision: 'REJECTED' }));
    expect([missing.status, missing.errors]).toEqual([
      400,
      [{ field: 'note', message: 'Please write a note for the applicant' }],
    ]);
    const conditional = await apiError(
      decisions.decide(client, target.id, { decision: 'REJECTED', note: 'No.', conditions: 'Anything' }),
    );
    expect(conditional.errors).toEqual([{ field: 'conditions', message: 'Only an acceptance carries conditions' }]);

    const { application } = await decisions.decide(client, target.id, {
      decision: 'REJECTED',
      note: 'The programme is full this year.',
    });
    expect(application).toMatchObject({ status: 'REJECTED', universityNotes: 'The programme is full this year.' });
    expect(application.decisionConditions).toBeNull();
  });

  it('refuses every move out of order with 409', async () => {
    const client = await university();
    const target = await approved();
    const refused = async (call: Promise<unknown>, message: string) => {
      const error = await apiError(call);
      expect([error.status, error.message]).toEqual([409, message]);
    };
    await refused(
      decisions.decide(client, target.id, { decision: 'ACCEPTED' }),
      'An application cannot go from ADMIN APPROVED to ACCEPTED',
    );
    await refused(decisions.review(client, target.id, { rating: 3 }), 'Start the review before recording it');
    await decisions.startReview(client, target.id);
    await refused(
      decisions.startReview(client, target.id),
      'An application cannot go from UNDER REVIEW to UNDER REVIEW',
    );
    await decisions.decide(client, target.id, { decision: 'ACCEPTED' });
    await refused(
      decisions.decide(client, target.id, { decision: 'REJECTED', note: 'Changed our mind' }),
      'An application cannot go from ACCEPTED to REJECTED',
    );
    await refused(decisions.review(client, target.id, { rating: 1 }), 'Start the review before recording it');
    const bad = await apiError(decisions.review(client, target.id, { rating: 6 }));
    expect([bad.status, bad.errors]).toEqual([400, [{ field: 'rating', message: 'Please give a rating from 1 to 5' }]]);
  });

  it('answers 404 for applications still with the student or the admins, and for other universities', async () => {
    const client = await university();
    const student = await demoClient(server(), 'STUDENT');
    const submitted = (await studentApplications.list(student)).applications.find((a) => a.status === 'SUBMITTED')!;
    const own = (await universityProfile.retrieve(client)).university.id;
    expect(submitted.university.id).toBe(own);
    for (const call of [
      () => decisions.retrieve(client, submitted.id),
      () => decisions.startReview(client, submitted.id),
      () => decisions.retrieve(client, 2_000_000_000),
    ]) {
      const error = await apiError(call());
      expect([error.status, error.message]).toEqual([404, 'Application not found']);
    }

    const target = (await decisions.list(client, { limit: 1 })).applications[0];
    const other = server().client();
    await auth.register(other, {
      email: uniqueEmail('other-uni'),
      password: 'secret-password',
      userType: 'UNIVERSITY',
    });
    const { claim } = await universityProfile.setup(other, {
      name: 'Other University of Tests',
      country: 'Austria',
      city: 'Graz',
    });
    // Until an admin verifies it, the account is refused; then it sees only its own entry's.
    const unverified = await apiError(decisions.list(other));
    expect([unverified.status, unverified.message]).toEqual([403, 'Your university account is pending verification']);
    await universityClaims.approve(await demoClient(server(), 'ADMIN'), claim.id);
    expect((await apiError(decisions.retrieve(other, target.id))).status).toBe(404);
    expect((await apiError(decisions.startReview(other, target.id))).status).toBe(404);
    expect((await decisions.list(other)).applications).toEqual([]);
  });

  it("writes the decision letter in the applicant's language, for the university and the applicant", async () => {
    const client = await university();
    const agency = await demoClient(server(), 'AGENCY');
    const { applications } = await decisions.list(client, { search: 'Fatima' });
    const english = new Uint8Array(await (await decisions.decisionLetter(client, applications[0].id)).arrayBuffer());
    expect(new TextDecoder().decode(english.slice(0, 5))).toBe('%PDF-');
    const text = pdfText(english);
    expect(text).toContain('Admission decision');
    expect(text).toContain('Dear Fatima Zahra,');
    expect(text).toContain('We are pleased to offer you a place');
    expect(text).toContain('Submit your final degree certificate before enrolment.');

    // The demo applicants are the agency's students: the agency's language is theirs.
    await notifications.updateSettings(agency, { language: 'ar', emailOff: [] });
    const arabic = pdfText(
      new Uint8Array(await (await decisions.decisionLetter(client, applications[0].id)).arrayBuffer()),
    );
    expect(arabic).toContain('قرار القبول');
    expect(arabic).toContain('Fatima Zahra');
    await notifications.updateSettings(agency, { language: 'en', emailOff: [] });

    const waiting = (await decisions.list(client, { status: 'UNDER_REVIEW' })).applications[0];
    const early = await apiError(decisions.decisionLetter(client, waiting.id));
    expect([early.status, early.message]).toEqual([409, 'The university has not decided on this application yet']);
    const student = await demoClient(server(), 'STUDENT');
    expect((await apiError(studentApplications.decisionLetter(student, applications[0].id))).status).toBe(404);
  });

  it('drives a real application from the student through the admins to the university, who accepts or rejects; the student sees each step', async () => {
    const client = await university();
    const own = (await universityProfile.retrieve(client)).university.id;
    const admin = await demoClient(server(), 'ADMIN');
    for (const decision of ['ACCEPTED', 'REJECTED'] as const) {
      const { student, application } = await submittedApplication(server(), own, [
        'PASSPORT',
        'TRANSCRIPT',
        'CV_RESUME',
      ]);
      // Not the university's yet: still with the admins.
      expect((await apiError(decisions.retrieve(client, application.id))).status).toBe(404);
      await adminApplications.take(admin, application.id);
      await adminApplications.decide(admin, application.id, 'PASSPORT', { state: 'VERIFIED' });
      await adminApplications.decide(admin, application.id, 'TRANSCRIPT', { state: 'VERIFIED' });
      await adminApplications.approve(admin, application.id);

      const reached = (await decisions.retrieve(client, application.id)).application;
      expect(reached.status).toBe('ADMIN_APPROVED');
      expect(reached.documents.map((d) => [d.documentType, d.isVerified]).sort()).toEqual([
        ['PASSPORT', true],
        ['TRANSCRIPT', true],
      ]);
      const passport = reached.documents.find((d) => d.documentType === 'PASSPORT')!;
      const file = await decisions.downloadDocument(client, application.id, passport.id);
      expect(file.headers.get('content-disposition')).toContain('attachment');
      expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      // The CV nobody verified, and a document of another applicant, are not there for the university.
      const cv = (await documents.list(student)).documents.find((d) => d.documentType === 'CV_RESUME')!;
      expect((await apiError(decisions.downloadDocument(client, application.id, cv.id))).status).toBe(404);
      const foreign = (await decisions.list(client, { search: 'Fatima' })).applications[0];
      expect((await apiError(decisions.downloadDocument(client, foreign.id, passport.id))).status).toBe(404);
      await decisions.startReview(client, application.id);
      const note = decision === 'ACCEPTED' ? 'See you in October!' : 'The places are all taken this year.';
      await decisions.decide(client, application.id, {
        decision,
        note,
        conditions: decision === 'ACCEPTED' ? 'Bring your final diploma.' : undefined,
      });

      const seen = (await studentApplications.retrieve(student, application.id)).application;
      expect(seen).toMatchObject({
        status: decision,
        universityNotes: note,
        decisionConditions: decision === 'ACCEPTED' ? 'Bring your final diploma.' : null,
      });
      expect(seen.events.filter((e) => e.kind === 'STATUS').map((e) => [e.toStatus, e.actor?.userType])).toEqual([
        ['DRAFT', 'STUDENT'],
        ['SUBMITTED', 'STUDENT'],
        ['ADMIN_REVIEW', 'ADMIN'],
        ['ADMIN_APPROVED', 'ADMIN'],
        ['UNDER_REVIEW', 'UNIVERSITY'],
        [decision, 'UNIVERSITY'],
      ]);
      expect(seen.events.at(-1)).toMatchObject({ note, actor: { name: expect.any(String) } });
      const letter = pdfText(
        new Uint8Array(await (await studentApplications.decisionLetter(student, application.id)).arrayBuffer()),
      );
      expect(letter).toContain(
        decision === 'ACCEPTED' ? 'We are pleased to offer you a place' : 'we are unable to offer you a place',
      );
    }
  });

  it('lets only universities in', async () => {
    expect((await apiError(decisions.dashboard(server().client()))).status).toBe(401);
    for (const type of ['STUDENT', 'AGENCY', 'ADMIN'] as const) {
      const client = await demoClient(server(), type);
      expect((await apiError(decisions.dashboard(client))).status).toBe(403);
      expect((await apiError(decisions.list(client))).status).toBe(403);
      expect((await apiError(decisions.startReview(client, 1))).status).toBe(403);
    }
  });
});
