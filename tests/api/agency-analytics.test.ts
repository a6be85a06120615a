import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyProfile from '#sdk/resources/agency-profile';
import * as students from '#sdk/resources/agency-students';
import * as agencyTeam from '#sdk/resources/agency-team';
import * as analytics from '#sdk/resources/analytics';
import * as leads from '#sdk/resources/leads';
import * as publicAgencies from '#sdk/resources/public-agencies';
import * as documents from '#sdk/resources/student-documents';
import * as decisions from '#sdk/resources/university-applications';
import * as universityProfile from '#sdk/resources/university-profile';
import * as universities from '#sdk/resources/universities';
import type { AgencyAnalytics } from '#sdk/schemas/analytics';
import type { DocumentType } from '#sdk/schemas/enums';
import { apiError, uniqueEmail } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { agencyWithCounsellors } from '#tests/support/agency-team.ts';
import { adminClient, demoClient } from '#tests/support/demo-sign-in.ts';
import { clientFromPage } from '#tests/support/embed-fixtures.ts';
import { blobOf, pdfBytes } from '#tests/support/files.ts';
import { describeApi } from '#tests/support/suite.ts';

const SITE = 'https://agency-site.example';
const DAY = 86_400_000;
/** At least 100 characters, as submitting asks (spec part 2, 5). */
const personalStatement =
  'I want to study data science in Europe, where the programmes join statistics, computing and ethics. '.repeat(2);
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** Today in a time zone (YYYY-MM-DD). */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

describeApi('agency analytics', (server) => {
  let agency: Client;
  let slug: string;
  let answer: AgencyAnalytics;

  /** Uploads the documents the admins verify before approving, as the agency does. */
  const uploadFor = async (studentId: number, types: DocumentType[]) => {
    for (const type of types)
      await students.uploadDocuments(
        agency,
        studentId,
        documents.uploadForm([{ blob: blobOf(pdfBytes(type)), name: `${type}.pdf` }], type),
      );
  };

  beforeAll(async () => {
    ({ client: agency } = await newAgency(server(), 'PROFESSIONAL'));
    slug = `analytics-${Date.now().toString(36)}`;
    await agencyProfile.updateEmbed(agency, { agencySlug: slug, brandColor: '#1d4ed8', allowedOrigins: [SITE] });
    const site = clientFromPage(server(), SITE);
    const universityClient = await demoClient(server(), 'UNIVERSITY');
    const university = (await universityProfile.retrieve(universityClient)).university;

    // Two pages of the agency's site load its widgets; the portal's own page does not count.
    await publicAgencies.retrieve(site, slug);
    await publicAgencies.retrieve(site, slug);
    await publicAgencies.retrieve(server().client(), slug);

    // A consultation request the agency contacts, and an apply request it turns into a student.
    const person = { name: 'Lina Haddad', email: uniqueEmail('lina') };
    const consultation = (await leads.create(site, { kind: 'consultation', agencySlug: slug, ...person })).lead;
    await leads.update(agency, consultation.id, { status: 'CONTACTED' });
    const apply = (
      await leads.create(site, {
        kind: 'apply',
        agencySlug: slug,
        name: 'Karim Nassar',
        email: uniqueEmail('karim'),
        universityId: university.id,
        programName: 'MSc Data Science',
        degreeLevel: "Master's Degree",
      })
    ).lead;
    const conversion = await leads.convert(agency, apply.id);
    // A student added by hand, and one from the CSV import.
    const byHand = (await students.create(agency, studentForm())).student;
    await students.importCsv(
      agency,
      students.importForm(
        new Blob([`firstName,lastName,email\r\nSara,Aziz,${uniqueEmail('sara')}\r\n`]),
        'students.csv',
        { mode: 'apply' },
      ),
    );

    // Both applications submitted, approved by the admins; the converted lead's accepted.
    await uploadFor(conversion.studentId, ['PASSPORT', 'TRANSCRIPT']);
    await uploadFor(byHand.id, ['PASSPORT', 'TRANSCRIPT']);
    await agencyApplications.update(agency, conversion.applicationId!, { personalStatement, status: 'SUBMITTED' });
    const second = (
      await agencyApplications.create(agency, {
        studentId: byHand.id,
        universityId: university.id,
        programName: 'MSc Data Science',
        degreeLevel: "Master's Degree",
        personalStatement,
        status: 'SUBMITTED',
      })
    ).application;
    const admin = await demoClient(server(), 'ADMIN');
    for (const id of [conversion.applicationId!, second.id]) {
      await adminApplications.take(admin, id);
      await adminApplications.decide(admin, id, 'PASSPORT', { state: 'VERIFIED' });
      await adminApplications.decide(admin, id, 'TRANSCRIPT', { state: 'VERIFIED' });
      await adminApplications.approve(admin, id);
    }
    await decisions.startReview(universityClient, conversion.applicationId!);
    await decisions.decide(universityClient, conversion.applicationId!, { decision: 'ACCEPTED' });
    await agencyApplications.answerOffer(agency, conversion.applicationId!, { decision: 'ACCEPT' });
    await decisions.recordEnrolment(universityClient, conversion.applicationId!, { enrolled: true });

    answer = await analytics.agency(agency);
  });

  it('counts the funnel from the rows the agency’s lists show', async () => {
    const leadList = await leads.list(agency, { limit: 100 });
    const studentList = await students.list(agency, { limit: 100 });
    const { applications } = await agencyApplications.list(agency, { limit: 100 });
    const timelines = await Promise.all(
      applications.map(async (a) => (await agencyApplications.retrieve(agency, a.id)).application.events),
    );
    const reached = (status: string) =>
      timelines.filter((events) => events.some((e) => e.kind === 'STATUS' && e.toStatus === status)).length;

    expect(answer.funnel.map((step) => [step.stage, step.count])).toEqual([
      ['WIDGET_VISITS', 2],
      ['LEADS', leadList.pagination.total],
      ['STUDENTS', studentList.pagination.total],
      ['SUBMITTED', applications.filter((a) => a.submittedAt).length],
      ['ADMIN_APPROVED', reached('ADMIN_APPROVED')],
      ['ACCEPTED', reached('ACCEPTED')],
      ['ENROLLED', applications.filter((a) => a.status === 'ENROLLED').length],
    ]);
    // And those are the numbers made above.
    expect(answer.funnel.map((step) => step.count)).toEqual([2, 2, 3, 2, 2, 1, 1]);
    expect(answer.funnel.map((step) => step.previousCount)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(answer.funnel.map((step) => step.conversion)).toEqual([null, 1, 1.5, 2 / 3, 1, 0.5, 1]);
    // Time in each stage: known for every stage followed by another, from people (not the visits).
    expect(answer.funnel.map((step) => step.medianDaysInStage === null)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    for (const step of answer.funnel.slice(1, 6)) expect(step.medianDaysInStage).toBeGreaterThanOrEqual(0);
  });

  it('breaks the figures down by source, destination and week', async () => {
    const university = (await universityProfile.retrieve(await demoClient(server(), 'UNIVERSITY'))).university;
    expect(answer.bySource).toEqual([
      { source: 'CONSULTATION', leads: 1, students: 0, submitted: 0 },
      { source: 'APPLY', leads: 1, students: 1, submitted: 1 },
      { source: 'CSV_IMPORT', leads: 0, students: 1, submitted: 0 },
      { source: 'ADDED_BY_HAND', leads: 0, students: 1, submitted: 1 },
    ]);
    expect(answer.byCountry).toEqual([{ name: university.country, submitted: 2, accepted: 1 }]);
    expect(answer.byUniversity).toEqual([
      { name: university.name, universityId: university.id, submitted: 2, accepted: 1 },
    ]);
    expect(answer.byProgramme).toEqual([
      {
        name: 'MSc Data Science',
        universityId: university.id,
        university: university.name,
        submitted: 2,
        accepted: 1,
      },
    ]);
    const total = (key: 'leads' | 'students' | 'submitted' | 'accepted') =>
      answer.weekly.reduce((sum, week) => sum + week[key], 0);
    expect([total('leads'), total('students'), total('submitted'), total('accepted')]).toEqual([2, 3, 2, 1]);
    expect(answer.weekly.every((week) => new Date(`${week.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(answer.weekly.length).toBeGreaterThanOrEqual(5);
  });

  it('times the leads’ first contact: marked contacted or converted', () => {
    expect(answer.leadResponse).toMatchObject({ contacted: 2, waiting: 0, previousMedianHours: null });
    expect(answer.leadResponse.medianHours).toBeGreaterThanOrEqual(0);
  });

  it('takes the last 30 days by default, any range asked, and the period before it for the change', async () => {
    expect(answer.range).toEqual({ from: isoDay(-29), to: isoDay(0) });
    expect(answer.previousRange).toEqual({ from: isoDay(-59), to: isoDay(-30) });
    const past = await analytics.agency(agency, { from: '2020-01-01', to: '2020-01-31' });
    expect(past.funnel.map((step) => step.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(past.bySource).toEqual([]);
    // A week starting tomorrow: today falls in the previous period.
    const next = await analytics.agency(agency, { from: isoDay(1), to: isoDay(7) });
    expect(next.previousRange).toEqual({ from: isoDay(-6), to: isoDay(0) });
    expect(next.funnel.map((step) => step.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(next.funnel.map((step) => step.previousCount)).toEqual([2, 2, 3, 2, 2, 1, 1]);
    expect(next.leadResponse.previousMedianHours).toBe(answer.leadResponse.medianHours);
    // Only today.
    const today = await analytics.agency(agency, { from: isoDay(0), to: isoDay(0) });
    expect(today.funnel.map((step) => step.count)).toEqual([2, 2, 3, 2, 2, 1, 1]);
    expect(today.weekly).toHaveLength(1);
  });

  it('counts the days of the time zone asked: the default range, its bounds and its weeks', async () => {
    // Between them, a day ahead of UTC and a day behind it: at any hour one of them is not UTC's day.
    for (const timeZone of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
      const today = todayIn(timeZone);
      const zoned = await analytics.agency(agency, { timeZone });
      expect(zoned.timeZone).toBe(timeZone);
      expect(zoned.range.to).toBe(today);
      // Everything made above happened today in any zone (widget visits are counted per UTC day).
      const day = await analytics.agency(agency, { from: today, to: today, timeZone });
      expect(day.funnel.slice(1).map((step) => step.count)).toEqual([2, 3, 2, 2, 1, 1]);
      expect(day.weekly.map((week) => [week.leads, week.students, week.submitted, week.accepted])).toEqual([
        [2, 3, 2, 1],
      ]);
      if (today !== isoDay(0)) {
        const utc = await analytics.agency(agency, { from: today, to: today });
        expect(utc.timeZone).toBe('UTC');
        expect(utc.funnel.slice(1).map((step) => step.count)).toEqual([0, 0, 0, 0, 0, 0]);
      }
    }
    const error = await apiError(analytics.agency(agency, { timeZone: 'Europe/Atlantis' }));
    expect([error.status, error.errors]).toEqual([
      400,
      [{ field: 'timeZone', message: 'Must be a time zone (e.g. Europe/Berlin)' }],
    ]);
  });

  it('breaks the figures down by counsellor, and shows a counsellor only what is assigned to them', async () => {
    const { owner, ana, ben } = await agencyWithCounsellors(server(), await adminClient(server()));
    const universityId = (await universities.list(server().client(), { limit: 1 })).universities[0].id;
    const studentOf = async (assignedMemberId: number | null, submitted: boolean) => {
      const { student } = await students.create(owner.client, studentForm({ assignedMemberId }));
      if (submitted)
        await agencyApplications.create(owner.client, {
          studentId: student.id,
          universityId,
          programName: 'MSc Civil Engineering',
          degreeLevel: "Master's Degree",
          personalStatement,
          status: 'SUBMITTED',
        });
      return student;
    };
    // Ana: two students, one applied; Ben: one who applied; nobody: one.
    await studentOf(ana.member.id, true);
    await studentOf(ana.member.id, false);
    await studentOf(ben.member.id, true);
    await studentOf(null, false);

    // The owner's figures, recomputed from the owner's lists.
    const all = await analytics.agency(owner.client);
    const studentList = (await students.list(owner.client, { limit: 100 })).students;
    const { applications } = await agencyApplications.list(owner.client, { limit: 100 });
    const assigneeOf = new Map(studentList.map((student) => [student.id, student.assignedMemberId]));
    const team = (await agencyTeam.listMembers(owner.client)).members;
    expect(all.byCounsellor).toEqual(
      [...team.map((member) => member.id), null].map((memberId) => {
        const member = team.find((m) => m.id === memberId);
        return {
          memberId,
          name: member ? (member.name ?? member.email) : null,
          role: member?.role ?? null,
          students: studentList.filter((student) => student.assignedMemberId === memberId).length,
          submitted: applications.filter((a) => a.submittedAt && assigneeOf.get(a.student.id) === memberId).length,
          accepted: 0,
        };
      }),
    );
    expect(all.byCounsellor.map((row) => [row.role, row.students, row.submitted])).toEqual([
      ['OWNER', 0, 0],
      ['COUNSELLOR', 2, 1],
      ['COUNSELLOR', 1, 1],
      [null, 1, 0],
    ]);

    // Ana's own figures: what her lists hold, and her row only.
    const hers = await analytics.agency(ana.client);
    const herStudents = await students.list(ana.client, { limit: 100 });
    const herApplications = (await agencyApplications.list(ana.client, { limit: 100 })).applications;
    const herLeads = await leads.list(ana.client, { limit: 100 });
    const count = (stage: string) => hers.funnel.find((step) => step.stage === stage)?.count;
    expect([count('LEADS'), count('STUDENTS'), count('SUBMITTED')]).toEqual([
      herLeads.pagination.total,
      herStudents.pagination.total,
      herApplications.filter((a) => a.submittedAt).length,
    ]);
    expect([count('STUDENTS'), count('SUBMITTED')]).toEqual([2, 1]);
    expect(hers.byCounsellor).toEqual([all.byCounsellor[1]]);
    expect(hers.bySource.reduce((sum, row) => sum + row.students, 0)).toBe(2);
  });

  it('refuses dates that are not dates, a range ending before it starts or longer than two years', async () => {
    const refused = async (query: Record<string, string>) => {
      const error = await apiError(analytics.agency(agency, query));
      return [error.status, error.errors];
    };
    const notDate = [{ field: 'from', message: 'Must be a date (YYYY-MM-DD)' }];
    expect(await refused({ from: '2026-02-30' })).toEqual([400, notDate]);
    expect(await refused({ from: 'last week' })).toEqual([400, notDate]);
    expect(await refused({ from: '2026-11-10', to: '2026-11-01' })).toEqual([
      400,
      [{ field: 'to', message: 'The end date must be on or after the start date' }],
    ]);
    expect(await refused({ from: '2020-01-01', to: '2026-01-01' })).toEqual([
      400,
      [{ field: 'to', message: 'The range can be at most 731 days' }],
    ]);
    expect(await refused({ since: '2026-01-01' })).toEqual([400, [{ field: 'since', message: 'Unknown parameter' }]]);
  });

  it('answers only agencies: 403 for the other roles, 401 without sign-in', async () => {
    for (const role of ['STUDENT', 'UNIVERSITY', 'ADMIN'] as const)
      expect((await apiError(analytics.agency(await demoClient(server(), role)))).status).toBe(403);
    expect((await apiError(analytics.agency(server().client()))).status).toBe(401);
  });
});
