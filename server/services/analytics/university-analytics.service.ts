import type { AnalyticsRange, AnalyticsRangeQuery } from '#sdk/schemas/analytics';
import type { UniversityAnalytics, UniversityHeadlines } from '#sdk/schemas/university-analytics';
import type { Database } from '#server/db/tables/database.ts';
import type { Kysely } from 'kysely';
import { ownUniversityId } from '#server/services/university-accounts/university-account.service.ts';
import type { App } from '#server/utils/app.ts';
import { flushDemand } from './demand-counter.ts';
import { type Bounds, inBothPeriods, periodsOf } from './analytics-range.ts';
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

/** What a period's headline figures are counted from: its applications by source, its decisions, its demand per day. */
const headlineRows = (db: Kysely<Database>, universityId: number) => (range: AnalyticsRange, bounds: Bounds) =>
  Promise.all([
    countApplicationsBySource(db, universityId, bounds),
    listDecisionsInRange(db, universityId, bounds),
    sumDemandBy(db, universityId, range, 'day'),
  ]);

type HeadlineRows = Awaited<ReturnType<ReturnType<typeof headlineRows>>>;

function headlinesOf([source, decisions, demandDays]: HeadlineRows): UniversityHeadlines {
  const accepted = decisions.filter((d) => d.accepted_at).length;
  const days = demandDays.map(demandCount);
  return {
    applications: Number(source.total),
    decisions: {
      accepted,
      rejected: decisions.length - accepted,
      acceptanceRate: decisions.length ? Math.round((accepted / decisions.length) * 1000) / 1000 : null,
      medianResponseDays: medianDays(decisions.map((d) => ({ from: String(d.approved_at), to: String(d.decided_at) }))),
    },
    demand: {
      views: days.reduce((sum, d) => sum + d.views, 0),
      searches: days.reduce((sum, d) => sum + d.searches, 0),
    },
  };
}

/** GET /analytics/university: the signed-in university's own figures in the range; see UniversityAnalytics. */
export async function universityAnalytics(
  app: App,
  userId: number,
  query: AnalyticsRangeQuery,
): Promise<UniversityAnalytics> {
  const { db, dialect } = app;
  const universityId = await ownUniversityId(app, userId);
  const periods = periodsOf(query);
  const { range, bounds } = periods;
  // What this instance counted and has not yet written is counted in.
  await flushDemand(db);
  const [[current, previous], byDay, byNationality, byProgramme, countries, languages, pages] = await Promise.all([
    inBothPeriods(periods, headlineRows(db, universityId)),
    countApplicationsByDay(db, dialect, universityId, bounds),
    countApplicationsByNationality(db, universityId, bounds),
    countApplicationsByProgramme(db, universityId, bounds),
    sumDemandBy(db, universityId, range, 'country'),
    sumDemandBy(db, universityId, range, 'language'),
    sumDemandByPage(db, universityId, range),
  ]);

  const [source, , demandDays] = current;
  const headlines = headlinesOf(current);
  const agency = Number(source.agency);
  return {
    range,
    previousRange: periods.previousRange,
    timeZone: periods.timeZone,
    previous: headlinesOf(previous),
    applications: {
      ...weeklySeries(range, byDay),
      byNationality: byNationality.map((row) => ({ nationality: row.nationality || null, count: Number(row.n) })),
      bySource: { agency, direct: headlines.applications - agency },
      byProgramme: byProgramme.map((row) => ({
        programId: row.program_id,
        programName: row.program_name,
        intakeStartDate: row.intake_start_date,
        count: Number(row.n),
      })),
    },
    decisions: headlines.decisions,
    demand: {
      totals: headlines.demand,
      byDay: demandDays.map(demandCount).map(({ name, ...counts }) => ({ day: name, ...counts })),
      byCountry: countries.map(demandCount),
      byLanguage: languages.map(demandCount),
      byPage: pages.map((row) => ({
        ...demandCount({ ...row, name: row.name ?? '' }),
        programId: row.subject === 'PROGRAM' ? row.subject_id : null,
      })),
    },
  };
}
