import { beforeAll, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as adminApplications from '#sdk/resources/admin-applications';
import * as programs from '#sdk/resources/programs';
import * as analytics from '#sdk/resources/university-analytics';
import * as decisions from '#sdk/resources/university-applications';
import * as universityProfile from '#sdk/resources/university-profile';
import { eachItem } from '#sdk/paginate';
import { AFTER_ACCEPTANCE } from '#sdk/schemas/enums';
import { UNIVERSITY_APPLICATION_STATUSES } from '#sdk/schemas/university-review';
import type { DemandCount, UniversityAnalytics } from '#sdk/schemas/university-analytics';
import { apiError } from '#tests/support/api-error.ts';
import { demoClient } from '#tests/support/demo-sign-in.ts';
import { lineOf } from '#tests/support/log-lines.ts';
import { submittedApplication } from '#tests/support/review.ts';
import { COMPLETE_PROFILE } from '#tests/support/students.ts';
import { describeApi } from '#tests/support/suite.ts';

const inRange = (time: string | null, range: UniversityAnalytics['range']) =>
  !!time && time.slice(0, 10) >= range.from && time.slice(0, 10) <= range.to;
const tally = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};
const viewsOf = (rows: DemandCount[], name: string) => rows.find((r) => r.name === name)?.views ?? 0;
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The day (YYYY-MM-DD) of an instant in a time zone. */
const dayIn = (timeZone: string, at: string | Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));
const sum = (counts: Partial<Record<string, number>>) =>
  Object.values(counts).reduce<number>((a, b) => a + (b ?? 0), 0);

describeApi('university analytics', (server) => {
  let university: Client;
  let admin: Client;
  let own: number;
  beforeAll(async () => {
    university = await demoClient(server(), 'UNIVERSITY');
    admin = await demoClient(server(), 'ADMIN');
    own = (await universityProfile.retrieve(university)).university.id;
  });

  /** A new direct applicant's application to the university, approved by the admins and decided by it. */
  async function decidedApplication(decision: 'ACCEPTED' | 'REJECTED') {
    const { application } = await submittedApplication(server(), own, ['PASSPORT', 'TRANSCRIPT']);
    await adminApplications.take(admin, application.id);
    await adminApplications.approve(admin, application.id);
    await decisions.startReview(university, application.id);
    await decisions.decide(university, application.id, { decision, note: 'Our decision.' });
    return application;
  }

  it('counts what its own list holds: by status, nationality, agency or direct, programme and intake, decisions', async () => {
    await decidedApplication('ACCEPTED');
    await decidedApplication('REJECTED');
    const figures = await analytics.retrieve(university);
    const { range } = figures;
    const listed = [];
    for await (const a of eachItem('applications', (page) => decisions.list(university, { page, limit: 100 })))
      listed.push(a);
    const submitted = listed.filter((a) => inRange(a.submittedAt, range));

    for (const status of UNIVERSITY_APPLICATION_STATUSES)
      expect(figures.applications.totals[status] ?? 0, status).toBe(
        submitted.filter((a) => a.status === status).length,
      );
    const agency = submitted.filter((a) => a.agencyId !== null).length;
    expect(figures.applications.bySource).toEqual({ agency, direct: submitted.length - agency });

    const nationalities = [];
    for (const a of submitted)
      nationalities.push((await decisions.retrieve(university, a.id)).application.applicant.nationality ?? '');
    expect(new Map(figures.applications.byNationality.map((n) => [n.nationality ?? '', n.count]))).toEqual(
      tally(nationalities),
    );
    expect(
      figures.applications.byNationality.find((n) => n.nationality === COMPLETE_PROFILE.nationality)?.count,
    ).toBeGreaterThanOrEqual(2);
    expect(
      new Map(figures.applications.byProgramme.map((p) => [`${p.programName}|${p.intakeStartDate}`, p.count])),
    ).toEqual(tally(submitted.map((a) => `${a.programName}|${a.intakeStartDate}`)));

    // The university's decisions: a rejection, or an offer whatever the applicant did with it since.
    const offers: readonly string[] = ['ACCEPTED', ...AFTER_ACCEPTANCE];
    const decided = listed.filter(
      (a) => inRange(a.decidedAt, range) && (offers.includes(a.status) || a.status === 'REJECTED'),
    );
    const accepted = decided.filter((a) => offers.includes(a.status)).length;
    expect(figures.decisions).toMatchObject({ accepted, rejected: decided.length - accepted });
    expect(figures.decisions.acceptanceRate).toBeCloseTo(accepted / decided.length, 3);
    expect(figures.decisions.medianResponseDays).toBeGreaterThanOrEqual(0);
  });

  it('follows a new application from submission to acceptance', async () => {
    const before = await analytics.retrieve(university);
    await decidedApplication('ACCEPTED');
    const after = await analytics.retrieve(university);
    expect(after.applications.totals.ACCEPTED).toBe((before.applications.totals.ACCEPTED ?? 0) + 1);
    expect(after.applications.bySource.direct).toBe(before.applications.bySource.direct + 1);
    expect(after.decisions.accepted).toBe(before.decisions.accepted + 1);
    const jordan = (f: UniversityAnalytics) =>
      f.applications.byNationality.find((n) => n.nationality === COMPLETE_PROFILE.nationality)?.count ?? 0;
    expect(jordan(after)).toBe(jordan(before) + 1);
  });

  it('counts how often its page and programmes were seen and searched for, by country and language, from memory too', async () => {
    const program = (await programs.list(university, 'own')).programs[0];
    const { name } = (await universityProfile.retrieve(university)).university;
    const visit = async (path: string, acceptLanguage: string) => {
      // CF-IPCountry counts only through a trusted proxy (TRUSTED_PROXIES is not set here).
      const answer = await fetch(`${server().url}${path}`, {
        headers: { 'accept-language': acceptLanguage, 'cf-ipcountry': 'FR' },
      });
      expect(answer.status, path).toBe(200);
      await answer.arrayBuffer();
      return lineOf(server().output, answer.headers.get('x-request-id')!);
    };
    const before = (await analytics.retrieve(university)).demand;
    // The second of two identical requests is answered from memory: it counts all the same.
    await visit(`/api/universities/${own}`, 'ar-EG,ar;q=0.9');
    expect((await visit(`/api/universities/${own}`, 'ar-EG,ar;q=0.9')).fromMemory).toBe(true);
    await visit(`/ar/universities/${own}`, 'ar-EG');
    await visit(`/programs/${program.id}`, 'de-AT');
    await visit(`/api/programs/${program.id}`, 'de-AT');
    await visit(`/api/universities?search=${encodeURIComponent(name)}`, 'en-GB');
    await visit(`/api/universities?search=${encodeURIComponent(name)}`, 'en-GB');
    await visit(`/api/programs?q=${encodeURIComponent(program.name)}&universityId=${own}`, 'en-GB');
    // Not a search: a list without words. A visitor whose language is not known.
    await visit(`/api/universities?country=Germany`, 'en-GB');
    await visit(`/universities/${own}`, '*');
    const after = (await analytics.retrieve(university)).demand;

    const page = (d: UniversityAnalytics['demand'], programId: number | null) =>
      d.byPage.find((p) => p.programId === programId) ?? { views: 0, searches: 0 };
    expect(page(after, null).views).toBe(page(before, null).views + 4);
    expect(page(after, null).searches).toBe(page(before, null).searches + 2);
    expect(page(after, program.id).views).toBe(page(before, program.id).views + 2);
    expect(page(after, program.id).searches).toBe(page(before, program.id).searches + 1);
    expect(after.byPage.find((p) => p.programId === program.id)?.name).toBe(program.name);
    expect(viewsOf(after.byCountry, 'EG')).toBe(viewsOf(before.byCountry, 'EG') + 3);
    expect(viewsOf(after.byCountry, 'AT')).toBe(viewsOf(before.byCountry, 'AT') + 2);
    expect(viewsOf(after.byCountry, 'FR')).toBe(viewsOf(before.byCountry, 'FR'));
    expect(viewsOf(after.byLanguage, 'ar')).toBe(viewsOf(before.byLanguage, 'ar') + 3);
    expect(viewsOf(after.byLanguage, 'und')).toBe(viewsOf(before.byLanguage, 'und') + 1);
    expect(after.totals).toEqual({ views: before.totals.views + 6, searches: before.totals.searches + 3 });
    const today = new Date().toISOString().slice(0, 10);
    expect(after.byDay.find((d) => d.day === today)?.views).toBe(
      (before.byDay.find((d) => d.day === today)?.views ?? 0) + 6,
    );
    const past = await analytics.retrieve(university, { from: '2020-01-01', to: '2020-01-31' });
    expect(past.demand).toEqual({
      totals: { views: 0, searches: 0 },
      byDay: [],
      byCountry: [],
      byLanguage: [],
      byPage: [],
    });
  });

  it('gives the headline figures of the previous period, counted as the range’s are', async () => {
    await decidedApplication('ACCEPTED');
    const week = await analytics.retrieve(university, { from: isoDay(-6), to: isoDay(0) });
    expect(week.previousRange).toEqual({ from: isoDay(-13), to: isoDay(-7) });
    const next = await analytics.retrieve(university, { from: isoDay(1), to: isoDay(7) });
    expect(next.previousRange).toEqual(week.range);
    expect(next.previous).toEqual({
      applications: sum(week.applications.totals),
      decisions: week.decisions,
      demand: week.demand.totals,
    });
    expect(next.previous.decisions.accepted).toBeGreaterThanOrEqual(1);
  });

  it('counts the days of the time zone asked', async () => {
    const listed = [];
    for await (const a of eachItem('applications', (page) => decisions.list(university, { page, limit: 100 })))
      listed.push(a);
    for (const timeZone of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
      const today = dayIn(timeZone);
      const zoned = await analytics.retrieve(university, { timeZone });
      expect([zoned.timeZone, zoned.range.to]).toEqual([timeZone, today]);
      const day = await analytics.retrieve(university, { from: today, to: today, timeZone });
      const submittedToday = listed.filter((a) => a.submittedAt && dayIn(timeZone, a.submittedAt) === today);
      expect(sum(day.applications.totals)).toBe(submittedToday.length);
      expect(submittedToday.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('refuses bad dates and time zones, and is for universities only', async () => {
    const bad = await apiError(analytics.retrieve(university, { to: '2026-13-01' }));
    expect([bad.status, bad.errors]).toEqual([400, [{ field: 'to', message: 'Must be a date (YYYY-MM-DD)' }]]);
    const zone = await apiError(analytics.retrieve(university, { timeZone: 'Berlin' }));
    expect([zone.status, zone.errors]).toEqual([
      400,
      [{ field: 'timeZone', message: 'Must be a time zone (e.g. Europe/Berlin)' }],
    ]);
    expect((await apiError(analytics.retrieve(server().client()))).status).toBe(401);
    for (const role of ['STUDENT', 'AGENCY', 'ADMIN'] as const)
      expect((await apiError(analytics.retrieve(await demoClient(server(), role)))).status, role).toBe(403);
  });
});
