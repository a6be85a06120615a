import type { AnalyticsRangeQuery } from '#sdk/schemas/analytics';
import type { UniversityAnalytics } from '#sdk/schemas/university-analytics';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import type { App } from '#server/utils/app.ts';
import { flushDemand } from './demand-counter.ts';
import { rangeOf } from './analytics-range.ts';
import { percentile } from './percentile.ts';
import {
  countApplicationsByDay,
  countApplicationsByNationality,
  countApplicationsByProgramme,
  countApplicationsBySource,
  listDecisionsInRange,
  sumDemandBy,
  sumDemandByPage,
} from './university-analytics.repository.ts';
import { weeklySeries } from './weekly-series.ts';

const demandCount = (row: { name: string; views: number | string; searches: number | string }) => ({
  name: row.name,
  views: Number(row.views),
  searches: Number(row.searches),
});

/** The median, in whole days, of the times from the admins' approval to the decision (as the dashboard's response time). */
function medianDays(spans: { from: string; to: string }[]): number | null {
  const days = spans.map((s) => (Date.parse(s.to) - Date.parse(s.from)) / 86_400_000).filter((d) => d >= 0);
  const median = percentile(days, 50);
  return median === null ? null : Math.round(median);
}

/** GET /analytics/university (issue 32): the signed-in university's own figures in the range; see UniversityAnalytics. */
export async function universityAnalytics(
  app: App,
  userId: number,
  query: AnalyticsRangeQuery,
): Promise<UniversityAnalytics> {
  const { db, dialect } = app;
  const universityId = await ownUniversityId(app, userId);
  const range = rangeOf(query);
  // What this instance counted and has not yet written is counted in.
  await flushDemand(db);
  const [byDay, byNationality, source, byProgramme, decisions, demandDays, countries, languages, pages] =
    await Promise.all([
      countApplicationsByDay(db, dialect, universityId, range),
      countApplicationsByNationality(db, universityId, range),
      countApplicationsBySource(db, universityId, range),
      countApplicationsByProgramme(db, universityId, range),
      listDecisionsInRange(db, universityId, range),
      sumDemandBy(db, universityId, range, 'day'),
      sumDemandBy(db, universityId, range, 'country'),
      sumDemandBy(db, universityId, range, 'language'),
      sumDemandByPage(db, universityId, range),
    ]);

  const accepted = decisions.filter((d) => d.status === 'ACCEPTED').length;
  const rejected = decisions.length - accepted;
  const total = Number(source.total);
  const agency = Number(source.agency);
  const days = demandDays.map(demandCount);
  return {
    range,
    applications: {
      ...weeklySeries(range, byDay),
      byNationality: byNationality.map((row) => ({ nationality: row.nationality || null, count: Number(row.n) })),
      bySource: { agency, direct: total - agency },
      byProgramme: byProgramme.map((row) => ({
        programId: row.program_id,
        programName: row.program_name,
        intakeStartDate: row.intake_start_date,
        count: Number(row.n),
      })),
    },
    decisions: {
      accepted,
      rejected,
      acceptanceRate: decisions.length ? Math.round((accepted / decisions.length) * 1000) / 1000 : null,
      medianResponseDays: medianDays(decisions.map((d) => ({ from: String(d.approved_at), to: String(d.decided_at) }))),
    },
    demand: {
      totals: {
        views: days.reduce((sum, d) => sum + d.views, 0),
        searches: days.reduce((sum, d) => sum + d.searches, 0),
      },
      byDay: days.map(({ name, ...counts }) => ({ day: name, ...counts })),
      byCountry: countries.map(demandCount),
      byLanguage: languages.map(demandCount),
      byPage: pages.map((row) => ({
        ...demandCount({ ...row, name: row.name ?? '' }),
        programId: row.subject === 'PROGRAM' ? row.subject_id : null,
      })),
    },
  };
}
