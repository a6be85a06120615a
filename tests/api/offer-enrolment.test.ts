import { expect, it } from 'vitest';
import * as outbox from '#sdk/resources/admin-outbox';
import * as programs from '#sdk/resources/programs';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as notifications from '#sdk/resources/notifications';
import * as studentApplications from '#sdk/resources/student-applications';
import * as universities from '#sdk/resources/universities';
import * as decisions from '#sdk/resources/university-applications';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency } from '#tests/support/agencies.ts';
import { newStudent } from '#tests/support/students.ts';
import { acceptApplication, acceptedApplication } from '#tests/support/offer.ts';
import { isolated } from '#tests/support/smtp.ts';
import { acceptedAgencyApplication, arrangerOf, swissUniversity } from '#tests/support/commissions.ts';
import { describeApi } from '#tests/support/suite.ts';

const UNIVERSITY_EMAIL = DEMO_ACCOUNTS.find((a) => a.userType === 'UNIVERSITY')!.email;

describeApi('after the offer: accept or decline, enrolment or no-show', (server) => {
  const accepted = () => acceptedApplication(() => server().client());

  /** The newest e-mail the outbox holds for `to` whose text contains `text`. */
  const mailWith = async (admin: Parameters<typeof outbox.list>[0], to: string, text: string) => {
    const find = async () => (await outbox.list(admin, { to })).emails.find((mail) => mail.text.includes(text));
    await expect.poll(async () => Boolean(await find())).toBe(true);
    return (await find())!;
  };

  it('the student accepts the offer and the university confirms the enrolment: timeline, bell and e-mails', async () => {
    const { student, studentEmail, university, admin, application } = await accepted();
    await notifications.updateSettings(student, { language: 'ar', emailOff: [] });

    const answered = (await studentApplications.answerOffer(student, application.id, { decision: 'ACCEPT' }))
      .application;
    expect(answered.status).toBe('OFFER_ACCEPTED');
    expect(answered.events.at(-1)).toMatchObject({
      fromStatus: 'ACCEPTED',
      toStatus: 'OFFER_ACCEPTED',
      actor: { userType: 'STUDENT' },
    });
    expect((await notifications.list(university)).notifications[0]).toMatchObject({
      kind: 'STATUS_CHANGED',
      applicationId: application.id,
      params: { status: 'OFFER_ACCEPTED' },
    });
    const toUniversity = await mailWith(admin, UNIVERSITY_EMAIL, `is now: ${isolated('OFFER ACCEPTED')}.`);
    expect(toUniversity.language).toBe('en');
    // The university's e-mail opens the application itself, not only its dashboard.
    expect(toUniversity.text).toContain(`/university/dashboard?application=${application.id}`);

    const { application: enrolled } = await decisions.recordEnrolment(university, application.id, { enrolled: true });
    expect(enrolled.status).toBe('ENROLLED');
    expect(enrolled.events.map((e) => e.toStatus).slice(-3)).toEqual(['ACCEPTED', 'OFFER_ACCEPTED', 'ENROLLED']);
    expect(enrolled.events.at(-1)?.actor?.userType).toBe('UNIVERSITY');
    expect((await notifications.list(student)).notifications[0]).toMatchObject({
      kind: 'STATUS_CHANGED',
      params: { status: 'ENROLLED' },
    });
    // The student reads Arabic: the e-mail names the new status in Arabic.
    const toStudent = await mailWith(admin, studentEmail, 'ملتحق');
    expect(toStudent.language).toBe('ar');
    expect(toStudent.text).not.toContain('ENROLLED');
    expect((await studentApplications.retrieve(student, application.id)).application.status).toBe('ENROLLED');
    // Enrolled counts as accepted by the university.
    expect((await studentApplications.list(student)).stats).toMatchObject({ accepted: 1, total: 1 });
  });

  it('the agency declines its student’s offer; the declined offer takes no enrolment', async () => {
    const { agency, student, university, admin, application } = await accepted();
    const { application: declined } = await agencyApplications.answerOffer(agency, application.id, {
      decision: 'DECLINE',
    });
    expect(declined.status).toBe('OFFER_DECLINED');
    expect(declined.events.at(-1)).toMatchObject({ toStatus: 'OFFER_DECLINED', actor: { userType: 'AGENCY' } });
    expect((await notifications.list(student)).notifications[0]).toMatchObject({
      params: { status: 'OFFER_DECLINED' },
    });
    await mailWith(admin, UNIVERSITY_EMAIL, `is now: ${isolated('OFFER DECLINED')}.`);
    expect((await agencyApplications.stats(agency)).stats.acceptanceRate).toBe(100);

    const again = await apiError(studentApplications.answerOffer(student, application.id, { decision: 'ACCEPT' }));
    expect([again.status, again.reason, again.params, again.message]).toEqual([
      409,
      'OFFER_NOT_OPEN',
      { status: 'OFFER DECLINED' },
      'Only an accepted application has an offer to accept or decline. This application is OFFER DECLINED.',
    ]);
    const enrol = await apiError(decisions.recordEnrolment(university, application.id, { enrolled: true }));
    expect([enrol.status, enrol.reason, enrol.message]).toEqual([
      409,
      'ENROLMENT_NOT_OPEN',
      'Enrolment is recorded only after the offer is accepted. This application is OFFER DECLINED.',
    ]);
  });

  it('records a no-show, once, only after the offer was accepted, and only by the university', async () => {
    const { agency, student, university, application } = await accepted();
    const early = await apiError(decisions.recordEnrolment(university, application.id, { enrolled: false }));
    expect([early.status, early.reason, early.params]).toEqual([409, 'ENROLMENT_NOT_OPEN', { status: 'ACCEPTED' }]);
    await agencyApplications.answerOffer(agency, application.id, { decision: 'ACCEPT' });
    const { application: noShow } = await decisions.recordEnrolment(university, application.id, { enrolled: false });
    expect(noShow.status).toBe('NOT_ENROLLED');
    expect(noShow.events.at(-1)).toMatchObject({ fromStatus: 'OFFER_ACCEPTED', toStatus: 'NOT_ENROLLED' });
    const twice = await apiError(decisions.recordEnrolment(university, application.id, { enrolled: true }));
    expect([twice.status, twice.reason]).toEqual([409, 'ENROLMENT_NOT_OPEN']);
    expect((await decisions.list(university, { status: 'NOT_ENROLLED' })).applications.map((a) => a.id)).toContain(
      application.id,
    );
    // The status filters know the new statuses.
    expect((await studentApplications.list(student, { status: 'NOT_ENROLLED' })).applications).toHaveLength(1);
    expect((await agencyApplications.list(agency, { status: 'NOT_ENROLLED' })).applications).toHaveLength(1);
  });

  it('refuses an offer not yet made (409), another owner’s application (404) and the wrong role (403)', async () => {
    const { agency, student, university, application } = await accepted();
    const other = await newAgency(server());
    const { client: outsider } = await newStudent(server());

    const notYours = await apiError(
      agencyApplications.answerOffer(other.client, application.id, { decision: 'ACCEPT' }),
    );
    expect([notYours.status, notYours.reason]).toEqual([404, 'APPLICATION_NOT_FOUND']);
    const notOwn = await apiError(studentApplications.answerOffer(outsider, application.id, { decision: 'ACCEPT' }));
    expect([notOwn.status, notOwn.reason]).toEqual([404, 'APPLICATION_NOT_FOUND']);

    // The outsider's own application, still SUBMITTED and sent to another university.
    const own = (await decisions.dashboard(university)).university.id;
    const elsewhere = (await universities.list(server().client(), { limit: 20 })).universities.find(
      (u) => u.id !== own,
    )!;
    const { application: submitted } = await studentApplications.create(outsider, {
      universityId: elsewhere.id,
      programName: 'Economics',
      degreeLevel: "Master's Degree",
      status: 'SUBMITTED',
    });
    const early = await apiError(studentApplications.answerOffer(outsider, submitted.id, { decision: 'ACCEPT' }));
    expect([early.status, early.reason, early.params]).toEqual([409, 'OFFER_NOT_OPEN', { status: 'SUBMITTED' }]);
    const otherUniversity = await apiError(decisions.recordEnrolment(university, submitted.id, { enrolled: true }));
    expect([otherUniversity.status, otherUniversity.reason]).toEqual([404, 'APPLICATION_NOT_FOUND']);

    expect(
      (await apiError(agencyApplications.answerOffer(student, application.id, { decision: 'ACCEPT' }))).status,
    ).toBe(403);
    expect(
      (await apiError(studentApplications.answerOffer(agency, application.id, { decision: 'ACCEPT' }))).status,
    ).toBe(403);
    expect((await apiError(decisions.recordEnrolment(agency, application.id, { enrolled: true }))).status).toBe(403);
    expect(
      (await apiError(studentApplications.answerOffer(university, application.id, { decision: 'ACCEPT' }))).status,
    ).toBe(403);

    const bad = await apiError(
      agencyApplications.answerOffer(agency, application.id, { decision: 'MAYBE' as 'ACCEPT' }),
    );
    expect([bad.status, bad.errors]).toEqual([
      400,
      [{ field: 'decision', message: 'Please choose accept, decline or defer' }],
    ]);
    const badEnrolment = await apiError(
      decisions.recordEnrolment(university, application.id, { enrolled: 'yes' as unknown as boolean }),
    );
    expect([badEnrolment.status, badEnrolment.errors]).toEqual([
      400,
      [{ field: 'enrolled', message: 'Must be true or false' }],
    ]);
    // Nothing moved.
    expect((await studentApplications.retrieve(student, application.id)).application.status).toBe('ACCEPTED');
  });

  it('defers an accepted offer to a later intake of the same programme, keeping it ACCEPTED', async () => {
    const { agency, student, university, admin, application: first } = await accepted();
    const universityId = (await decisions.dashboard(university)).university.id;
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const open = { opens: inDays(-10), closes: inDays(60) };
    const windows = { EU: open, NON_EU: open, NON_EU_VISA: open };
    const make = async (name: string) => {
      const { program } = await programs.create(admin, universityId, {
        name,
        level: "Master's Degree",
        intakes: [
          { startDate: inDays(120), windows },
          { startDate: inDays(300), windows },
          { startDate: inDays(480), windows },
        ],
      });
      return (await programs.retrieve(server().client(), program.id)).program;
    };
    const programme = await make(`MSc Deferral ${first.id}`);
    const other = await make(`MSc Elsewhere ${first.id}`);
    const [soon, later, latest] = programme.intakes;
    const { application } = await studentApplications.create(student, {
      universityId,
      programId: programme.id,
      intakeId: later!.id,
      programName: programme.name,
      degreeLevel: "Master's Degree",
      status: 'SUBMITTED',
    });
    const early = await apiError(
      studentApplications.answerOffer(student, application.id, { decision: 'DEFER', intakeId: latest!.id }),
    );
    expect([early.status, early.reason]).toEqual([409, 'OFFER_NOT_OPEN']);
    await acceptApplication(admin, university, application.id);

    const refused = async (intakeId: number) => {
      const error = await apiError(
        studentApplications.answerOffer(student, application.id, { decision: 'DEFER', intakeId }),
      );
      return [error.status, error.errors];
    };
    const notLater = [400, [{ field: 'intakeId', message: 'Please choose a later intake of the same programme' }]];
    expect(await refused(soon!.id)).toEqual(notLater);
    expect(await refused(later!.id)).toEqual(notLater);
    expect(await refused(other.intakes[2]!.id)).toEqual(notLater);
    const noIntake = await apiError(studentApplications.answerOffer(student, application.id, { decision: 'DEFER' }));
    expect(noIntake.errors).toEqual([{ field: 'intakeId', message: 'Please choose the intake to defer to' }]);

    const { application: deferred } = await studentApplications.answerOffer(student, application.id, {
      decision: 'DEFER',
      intakeId: latest!.id,
    });
    expect(deferred).toMatchObject({ status: 'ACCEPTED', intakeId: latest!.id, intakeStartDate: inDays(480) });
    expect(deferred.events.at(-1)).toMatchObject({
      kind: 'OFFER_DEFERRED',
      fromStatus: 'ACCEPTED',
      toStatus: 'ACCEPTED',
      reason: inDays(480),
      actor: { userType: 'STUDENT' },
    });
    const seen = (await decisions.retrieve(university, application.id)).application;
    expect(seen.intakeStartDate).toBe(inDays(480));
    // Still an offer to answer, by the student or the agency.
    const { application: taken } = await agencyApplications.answerOffer(agency, application.id, { decision: 'ACCEPT' });
    expect(taken.status).toBe('OFFER_ACCEPTED');
  });

  it('a declined offer or a no-show ends the application: the student may apply to the programme again, not while enrolled', async () => {
    const by = await arrangerOf(server());
    const university = await swissUniversity(by);
    const agency = await newAgency(server());
    /** The same programme and intake again, for the student of `applicationId`. */
    const again = async (applicationId: number) => {
      const { application } = await agencyApplications.retrieve(agency.client, applicationId);
      return agencyApplications.create(agency.client, {
        studentId: application.student.id,
        universityId: university.universityId,
        programName: 'MSc Data Science',
        programId: university.programId,
        intakeId: university.intakeId,
        degreeLevel: "Master's Degree",
        personalStatement:
          'I want to work with data in public health: five years of hospital records taught me how much a good model can save.',
      });
    };

    const declined = await acceptedAgencyApplication(agency, university);
    expect((await apiError(again(declined))).reason).toBe('DUPLICATE_APPLICATION');
    await agencyApplications.answerOffer(agency.client, declined, { decision: 'DECLINE' });
    expect((await again(declined)).application.status).toBe('DRAFT');

    const noShow = await acceptedAgencyApplication(agency, university, 'Egypt');
    await agencyApplications.answerOffer(agency.client, noShow, { decision: 'ACCEPT' });
    expect((await apiError(again(noShow))).reason).toBe('DUPLICATE_APPLICATION');
    await decisions.recordEnrolment(university.client, noShow, { enrolled: false });
    expect((await again(noShow)).application.status).toBe('DRAFT');

    const enrolled = await acceptedAgencyApplication(agency, university, 'Syria');
    await agencyApplications.answerOffer(agency.client, enrolled, { decision: 'ACCEPT' });
    await decisions.recordEnrolment(university.client, enrolled, { enrolled: true });
    expect((await apiError(again(enrolled))).reason).toBe('DUPLICATE_APPLICATION');
  });
});
