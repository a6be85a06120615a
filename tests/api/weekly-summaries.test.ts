import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminAnalytics from '#sdk/resources/admin-analytics';
import * as outbox from '#sdk/resources/admin-outbox';
import * as agencyApplications from '#sdk/resources/agency-applications';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as analytics from '#sdk/resources/analytics';
import * as notifications from '#sdk/resources/notifications';
import * as universities from '#sdk/resources/universities';
import * as universityAnalytics from '#sdk/resources/university-analytics';
import * as universityProfile from '#sdk/resources/university-profile';
import * as weeklySummary from '#sdk/resources/weekly-summary';
import { type AnalyticsRange, previousRange } from '#sdk/schemas/analytics';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import type { Database } from '#server/db/tables/database.ts';
import { memoryCounters } from '#server/services/counters/counters.ts';
import { localFileStore } from '#server/services/files/local-store.ts';
import { sendWeeklySummaries } from '#server/services/weekly-summaries/weekly-summaries.ts';
import type { App } from '#server/utils/app.ts';
import { readConfig } from '#server/utils/config.ts';
import { apiError } from '#tests/support/api-error.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { joinedMember } from '#tests/support/agency-team.ts';
import { adminClient, demoClient } from '#tests/support/demo-sign-in.ts';
import { isolated, startSmtp } from '#tests/support/smtp.ts';
import { newStudent, openDatabase } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const smtp = await startSmtp();
afterAll(() => smtp.stop());

const DEMO_UNIVERSITY = DEMO_ACCOUNTS.find((account) => account.userType === 'UNIVERSITY')!;
const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** This week, Monday to Sunday (UTC): the data the tests make falls in it. */
const thisWeek = (): AnalyticsRange => {
  const today = Date.parse(`${isoDay(Date.now())}T00:00:00Z`);
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  return { from: isoDay(monday), to: isoDay(monday + 6 * DAY) };
};
/** Monday morning after the week, when its summary is due; and a Thursday later, still before the next one. */
const mondayAfter = (week: AnalyticsRange) => new Date(Date.parse(`${week.to}T07:00:00Z`) + DAY);
const thursdayAfter = (week: AnalyticsRange) => new Date(Date.parse(`${week.to}T12:00:00Z`) + 4 * DAY);

const total = (counts: Partial<Record<string, number>>) =>
  Object.values(counts).reduce<number>((sum, count) => sum + (count ?? 0), 0);
/** A figure as the e-mail writes it in the sentence: as the reader's language writes numbers, isolated. */
const written = (language: 'en' | 'ar', value: number | null, options: Intl.NumberFormatOptions = {}) =>
  isolated(value === null ? '–' : new Intl.NumberFormat(language, options).format(value));
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };
const HOURS: Intl.NumberFormatOptions = { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 };

/** At least 100 characters, as submitting asks (spec part 2, 5). */
const personalStatement =
  'I want to study data science in Europe, where the programmes join statistics, computing and ethics. '.repeat(2);

describeApi(
  'weekly summaries of the analytics',
  (server) => {
    let db: Kysely<Database>;
    let app: App;
    let admin: Client;
    beforeAll(async () => {
      db = openDatabase(server());
      // The scheduled job, as each instance runs it, on the server's own database at a moment the test chooses.
      const config = readConfig({ PUBLIC_URL: server().url });
      app = {
        config,
        db,
        dialect: server().dialect,
        counters: memoryCounters(),
        files: localFileStore(config.uploadsDir),
      };
      admin = await adminClient(server());
    });
    afterAll(() => db?.destroy());

    const summariesTo = async (email: string) =>
      (await outbox.list(admin, { to: email })).emails.filter((mail) => mail.kind === 'WEEKLY_SUMMARY');

    it('is off until chosen; only an agency’s owner, a university or an admin may choose it', async () => {
      const owner = await newAgency(server());
      expect(await weeklySummary.retrieve(owner.client)).toEqual({ weeklySummary: false });
      expect(await weeklySummary.update(owner.client, { weeklySummary: true })).toEqual({ weeklySummary: true });
      expect(await weeklySummary.retrieve(owner.client)).toEqual({ weeklySummary: true });
      expect(await weeklySummary.update(owner.client, { weeklySummary: false })).toEqual({ weeklySummary: false });

      for (const role of ['MANAGER', 'COUNSELLOR'] as const) {
        const member = await joinedMember(server(), owner.client, admin, role);
        const refused = await apiError(weeklySummary.update(member.client, { weeklySummary: true }));
        expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN', reason: 'OWNER_ONLY' });
        expect((await apiError(weeklySummary.retrieve(member.client))).status).toBe(403);
      }
      const { client: student } = await newStudent(server());
      const refused = await apiError(weeklySummary.update(student, { weeklySummary: true }));
      expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await apiError(weeklySummary.retrieve(server().client()))).status).toBe(401);

      const bad = await apiError(weeklySummary.update(owner.client, { weeklySummary: 'yes' as never }));
      expect(bad.status).toBe(400);
      expect(bad.errors?.map((e) => e.field)).toEqual(['weeklySummary']);
    });

    it('e-mails the week’s headline figures once, in the reader’s language, to those who chose it', async () => {
      const week = thisWeek();
      const weekBefore = previousRange(week);

      // An agency's owner (English) whose week holds a student added by hand and an application submitted.
      const owner = await newAgency(server());
      const university = await demoClient(server(), DEMO_UNIVERSITY.userType);
      const { university: demoUniversity } = await universityProfile.retrieve(university);
      const { student } = await agencyStudents.create(owner.client, studentForm());
      await agencyApplications.create(owner.client, {
        studentId: student.id,
        universityId: demoUniversity.id,
        programName: 'MSc Data Science',
        degreeLevel: "Master's Degree",
        personalStatement,
        status: 'SUBMITTED',
      });
      await weeklySummary.update(owner.client, { weeklySummary: true });
      // The demo university reads Arabic, and its page is seen this week.
      await notifications.updateSettings(university, { language: 'ar', emailOff: [] });
      await universities.retrieve(server().client(), demoUniversity.id);
      await weeklySummary.update(university, { weeklySummary: true });
      await weeklySummary.update(admin, { weeklySummary: true });
      // An agency that did not choose it.
      const bystander = await newAgency(server());
      await agencyStudents.create(bystander.client, studentForm());

      // The figures as each analytics page shows them for the same weeks (which also writes the page views counted so far).
      const agencyWeek = await analytics.agency(owner.client, week);
      const [universityNow, universityBefore] = await Promise.all(
        [week, weekBefore].map((range) => universityAnalytics.retrieve(university, range)),
      );
      const [adminNow, adminBefore] = await Promise.all(
        [week, weekBefore].map((range) => adminAnalytics.retrieve(admin, range)),
      );

      // Two instances run the job side by side on Monday morning: one e-mail each.
      const sent = await Promise.all([
        sendWeeklySummaries(app, mondayAfter(week)),
        sendWeeklySummaries(app, mondayAfter(week)),
      ]);
      expect(sent[0] + sent[1]).toBe(3);
      // A later run of the same week sends nothing more.
      expect(await sendWeeklySummaries(app, thursdayAfter(week))).toBe(0);

      const queued = await summariesTo(owner.user.email);
      expect(queued).toHaveLength(1);
      expect(await summariesTo(bystander.user.email)).toEqual([]);
      const ownerMail = await smtp.mailWith(owner.user.email, `${server().url}/analytics`);
      expect(ownerMail.subject).toBe(queued[0].subject);
      expect(ownerMail.subject).toMatch(/^Your weekly summary: /);
      const stage = (name: string) => agencyWeek.funnel.find((step) => step.stage === name)!;
      expect(stage('STUDENTS').count).toBe(1);
      expect(stage('SUBMITTED').count).toBe(1);
      for (const [name, label] of [
        ['LEADS', 'Leads'],
        ['STUDENTS', 'Students added'],
        ['SUBMITTED', 'Applications submitted'],
        ['ACCEPTED', 'Applications accepted'],
      ])
        expect(ownerMail.text).toContain(
          `${label}: ${written('en', stage(name).count)} (the week before: ${written('en', stage(name).previousCount)})`,
        );
      expect(ownerMail.html).toContain('lang="en" dir="ltr"');

      const universityMail = await smtp.mailWith(
        DEMO_UNIVERSITY.email,
        `${server().url}/ar/university/dashboard?tab=analytics`,
      );
      expect(universityMail.html).toContain('lang="ar" dir="rtl"');
      const views = (a: typeof universityNow) => a.demand.totals.views;
      expect(views(universityNow)).toBeGreaterThanOrEqual(1);
      expect(universityMail.text).toContain(
        `مشاهدات الصفحات: ${written('ar', views(universityNow))} (الأسبوع السابق: ${written('ar', views(universityBefore))})`,
      );
      expect(universityMail.text).toContain(
        `${written('ar', total(universityNow.applications.totals))} (الأسبوع السابق: ${written('ar', total(universityBefore.applications.totals))})`,
      );
      expect(universityMail.text).toContain(
        `${written('ar', universityNow.decisions.acceptanceRate, PERCENT)} (الأسبوع السابق: ${written('ar', universityBefore.decisions.acceptanceRate, PERCENT)})`,
      );

      const adminMail = await smtp.mailWith('admin@test.local', `${server().url}/admin/analytics`);
      expect(adminMail.text).toContain(
        `Sign-ups: ${written('en', total(adminNow.signUps.totals))} (the week before: ${written('en', total(adminBefore.signUps.totals))})`,
      );
      expect(adminMail.text).toContain(
        `Applications submitted: ${written('en', total(adminNow.applications.totals))} (the week before: ${written('en', total(adminBefore.applications.totals))})`,
      );
      expect(adminMail.text).toContain(
        `Median time from submission to the admins' decision: ${written('en', adminNow.reviewQueue.overall.medianHours, HOURS)} (the week before: ${written('en', adminBefore.reviewQueue.overall.medianHours, HOURS)})`,
      );
    });
  },
  { SMTP_URL: smtp.url, MAIL_POLL_MS: '100' },
);
