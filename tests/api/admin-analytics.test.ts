import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as analytics from '#sdk/resources/admin-analytics';
import * as adminAgencies from '#sdk/resources/admin-agencies';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as adminOutbox from '#sdk/resources/admin-outbox';
import * as adminUsers from '#sdk/resources/admin-users';
import * as auth from '#sdk/resources/auth';
import * as universities from '#sdk/resources/universities';
import { eachItem } from '#sdk/paginate';
import type { AdminAnalytics } from '#sdk/schemas/admin-analytics';
import { APPLICATION_STATUSES, SUBSCRIPTION_TIERS, USER_TYPES } from '#sdk/schemas/enums';
import { apiError } from '#tests/support/api-error.ts';
import { demoClient } from '#tests/support/demo-sign-in.ts';
import { submittedApplication, twoAdmins } from '#tests/support/review.ts';
import { newStudent } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const REQUIRED = ['PASSPORT', 'TRANSCRIPT'] as const;
const inRange = (time: string, range: AdminAnalytics['range']) =>
  time.slice(0, 10) >= range.from && time.slice(0, 10) <= range.to;
const everyItem = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};
const sum = (counts: Partial<Record<string, number>>): number =>
  Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The day (YYYY-MM-DD) of an instant in a time zone. */
const dayIn = (timeZone: string, at: string | Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));

describeApi('admin analytics', (server) => {
  let admin: Client;
  let otherAdmin: Client;
  let universityId: number;
  beforeAll(async () => {
    [admin, otherAdmin] = await twoAdmins(server());
    universityId = (await universities.list(server().client(), { limit: 1 })).universities[0].id;
  });

  it('counts what the lists hold: sign-ups by role, submitted applications by status, plans, failed e-mails', async () => {
    await newStudent(server());
    await submittedApplication(server(), universityId);
    const figures = await analytics.retrieve(admin);
    const { range } = figures;
    expect(range.to).toBe(new Date().toISOString().slice(0, 10));

    const users = await everyItem(adminUsers.iterate(admin, { limit: 100 }));
    for (const type of USER_TYPES)
      expect(figures.signUps.totals[type] ?? 0, type).toBe(
        users.filter((u) => u.userType === type && inRange(u.createdAt, range)).length,
      );
    expect(figures.signUps.totals.STUDENT).toBeGreaterThan(0);

    const dates = { submittedFrom: range.from, submittedTo: range.to };
    for (const status of APPLICATION_STATUSES.filter((s) => s !== 'DRAFT'))
      expect(figures.applications.totals[status] ?? 0, status).toBe(
        (await adminApplications.list(admin, { status, ...dates })).pagination.total,
      );
    expect(figures.applications.totals.DRAFT).toBeUndefined();
    expect(figures.applications.weeks.reduce((n, w) => n + sum(w.counts), 0)).toBe(sum(figures.applications.totals));
    expect(figures.signUps.weeks.reduce((n, w) => n + sum(w.counts), 0)).toBe(sum(figures.signUps.totals));

    const agencies = await everyItem(adminAgencies.iterate(admin, { limit: 100 }));
    for (const plan of SUBSCRIPTION_TIERS) {
      const own = agencies.filter((a) => a.subscriptionTier === plan);
      expect(figures.plans.byPlan.find((p) => p.plan === plan)).toMatchObject({
        agencies: own.length,
        activeStudents: own.reduce((n, a) => n + a._count.activeStudents, 0),
      });
    }
    for (const agency of agencies)
      expect(figures.plans.agencies.find((a) => a.agencyId === agency.id)).toMatchObject({
        plan: agency.subscriptionTier,
        activeStudents: agency._count.activeStudents,
      });

    const emails = await everyItem(eachItem('emails', (page) => adminOutbox.list(admin, { page, limit: 100 })));
    const failed = emails.filter((e) => e.status === 'FAILED' && inRange(e.createdAt, range));
    expect(figures.failedEmails.total).toBe(failed.length);
    expect(figures.failedEmails.latest.map((e) => e.id).sort()).toEqual(
      failed
        .map((e) => e.id)
        .slice(0, 20)
        .sort(),
    );
  });

  it("times the review queue from submission to each admin's decision, by reviewer", async () => {
    const reviewer = (figures: AdminAnalytics, email: string) =>
      figures.reviewQueue.byReviewer.find((r) => r.reviewer === email)?.decided ?? 0;
    const before = await analytics.retrieve(admin);
    const first = await submittedApplication(server(), universityId, [...REQUIRED]);
    const second = await submittedApplication(server(), universityId, [...REQUIRED]);
    await adminApplications.take(admin, first.application.id);
    await adminApplications.approve(admin, first.application.id);
    await adminApplications.take(otherAdmin, second.application.id);
    await adminApplications.reject(otherAdmin, second.application.id, { reason: 'OTHER', note: 'Not this year.' });
    const after = await analytics.retrieve(admin);

    expect(after.reviewQueue.overall.decided).toBe(before.reviewQueue.overall.decided + 2);
    const [adminEmail, otherEmail] = [(await auth.me(admin)).user.email, (await auth.me(otherAdmin)).user.email];
    expect(reviewer(after, adminEmail)).toBe(reviewer(before, adminEmail) + 1);
    expect(reviewer(after, otherEmail)).toBe(reviewer(before, otherEmail) + 1);
    const { medianHours, p90Hours } = after.reviewQueue.overall;
    expect(medianHours).toBeGreaterThanOrEqual(0);
    expect(p90Hours).toBeGreaterThanOrEqual(medianHours!);
    expect(after.applications.totals.ADMIN_APPROVED).toBe((before.applications.totals.ADMIN_APPROVED ?? 0) + 1);
    expect(after.applications.totals.ADMIN_REJECTED).toBe((before.applications.totals.ADMIN_REJECTED ?? 0) + 1);
  });

  it('reads only the range asked for', async () => {
    const past = await analytics.retrieve(admin, { from: '2020-01-01', to: '2020-03-31' });
    expect(past.range).toEqual({ from: '2020-01-01', to: '2020-03-31' });
    expect(past.signUps.totals).toEqual({});
    expect(past.applications.totals).toEqual({});
    expect(past.reviewQueue.overall).toEqual({ decided: 0, medianHours: null, p90Hours: null });
    expect(past.signUps.weeks.map((w) => w.week)).toContain('2019-12-30');
    expect(past.signUps.weeks).toHaveLength(14);
  });

  it('gives the headline figures of the previous period, counted as the range’s are', async () => {
    await newStudent(server());
    const week = await analytics.retrieve(admin, { from: isoDay(-6), to: isoDay(0) });
    expect(week.previousRange).toEqual({ from: isoDay(-13), to: isoDay(-7) });
    const next = await analytics.retrieve(admin, { from: isoDay(1), to: isoDay(7) });
    expect(next.previousRange).toEqual(week.range);
    expect(next.previous).toEqual({
      signUps: sum(week.signUps.totals),
      applications: sum(week.applications.totals),
      reviewQueue: week.reviewQueue.overall,
      failedEmails: week.failedEmails.total,
    });
    expect(next.previous.signUps).toBeGreaterThanOrEqual(1);
  });

  it('counts the days of the time zone asked', async () => {
    await newStudent(server());
    const users = await everyItem(adminUsers.iterate(admin, { limit: 100 }));
    for (const timeZone of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
      const today = dayIn(timeZone);
      const zoned = await analytics.retrieve(admin, { timeZone });
      expect([zoned.timeZone, zoned.range.to]).toEqual([timeZone, today]);
      const day = await analytics.retrieve(admin, { from: today, to: today, timeZone });
      const signedUpToday = users.filter((user) => dayIn(timeZone, user.createdAt) === today);
      expect(sum(day.signUps.totals)).toBe(signedUpToday.length);
      expect(signedUpToday.length).toBeGreaterThanOrEqual(1);
    }
    const error = await apiError(analytics.retrieve(admin, { timeZone: 'UTC+3' }));
    expect([error.status, error.errors]).toEqual([
      400,
      [{ field: 'timeZone', message: 'Must be a time zone (e.g. Europe/Berlin)' }],
    ]);
  });

  it('refuses dates that are not dates, an end before the start and more than 731 days', async () => {
    const refusal = async (query: object) => {
      const error = await apiError(analytics.retrieve(admin, query));
      return [error.status, error.errors];
    };
    expect(await refusal({ from: '2026-02-30' })).toEqual([
      400,
      [{ field: 'from', message: 'Must be a date (YYYY-MM-DD)' }],
    ]);
    expect(await refusal({ from: '2026-05-02', to: '2026-05-01' })).toEqual([
      400,
      [{ field: 'to', message: 'The end date must be on or after the start date' }],
    ]);
    expect(await refusal({ from: '2023-01-01', to: '2026-01-01' })).toEqual([
      400,
      [{ field: 'to', message: 'The range can be at most 731 days' }],
    ]);
    expect((await apiError(analytics.retrieve(admin, { since: '2026-01-01' } as object))).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await apiError(analytics.retrieve(server().client()))).status).toBe(401);
    for (const role of ['STUDENT', 'AGENCY', 'UNIVERSITY'] as const)
      expect((await apiError(analytics.retrieve(await demoClient(server(), role)))).status, role).toBe(403);
  });
});
