import type * as v from 'valibot';
import {
  AGENCY_FUNNEL_STAGES,
  AGENCY_SOURCES,
  type AgencyAnalytics,
  type AgencyDestinationRow,
  type AgencyFunnelStage,
  type AgencySource,
  type AnalyticsRange,
  type AgencyAnalyticsQuery,
  LEAD_SOURCE,
} from '#sdk/schemas/analytics';
import type { App } from '#server/utils/app.ts';
import { isStamped, type StampedStatus } from '#server/services/applications/status-stamps.ts';
import { officeOf } from '#server/services/agencies/agency-access.ts';
import { requireAgency } from '#server/services/agencies/current-agency.ts';
import {
  type AgencyFigures,
  arrivalsIn,
  type DayCount,
  type DestinationCount,
  leadContacts,
  leadsContacted,
  leadsByDay,
  leadsConverted,
  statusesReachedByDay,
  statusUntilStatus,
  studentsByDay,
  studentsUntilStatus,
  submittedAndAcceptedBy,
  submittedBySource,
} from './agency-analytics.repository.ts';
import { type Bounds, periodsOf } from './analytics-range.ts';
import { counsellorRows } from './counsellor-figures.ts';
import { DAY, HOUR, medianSpan, type Spans } from './median.ts';
import { weeklySeries } from './weekly-series.ts';
import { widgetVisitsByDay } from './widget-visits.repository.ts';

/** The funnel's stages that are application statuses (reached, per the stamps of the timeline), in funnel order. */
const STATUS_STAGES = AGENCY_FUNNEL_STAGES.filter(isStamped);
/** The statuses the weekly chart and the destinations count. */
const SUBMITTED: StampedStatus = 'SUBMITTED';
const ACCEPTED: StampedStatus = 'ACCEPTED';
/** The destinations listed per breakdown: the most submitted first. */
const MOST_DESTINATIONS = 50;

const sum = (rows: readonly { count: number | string }[]) => rows.reduce((total, row) => total + Number(row.count), 0);
const within = (range: AnalyticsRange) => (row: { day: string }) => row.day >= range.from && row.day <= range.to;

/**
 * GET /analytics/agency: the agency's funnel with the previous period's counts, conversion and
 * median time per stage; by source, destination, counsellor and week; the lead response time. Every
 * figure is counted from the rows the member's lists show (its leads, students, applications'
 * timelines): a counsellor's, what is assigned to them.
 */
export async function agencyAnalytics(
  app: App,
  userId: number,
  query: v.InferOutput<typeof AgencyAnalyticsQuery>,
): Promise<AgencyAnalytics> {
  const agency = await requireAgency(app.db, userId);
  const figures: AgencyFigures = {
    agencyId: agency.id,
    officeId: officeOf(agency, query.office),
    counsellorId: agency.counsellorId ?? undefined,
  };
  const { db, dialect } = app;
  const { range, previousRange: previous, bounds, previousBounds, timeZone } = periodsOf(query);
  const statuses = [...new Set([...STATUS_STAGES, SUBMITTED, ACCEPTED])];
  const median = (spans: Spans, unit: number) => medianSpan(db, dialect, spans, unit);
  const [
    visits,
    leads,
    students,
    reached,
    previousArrivals,
    sources,
    destinations,
    counsellors,
    contacts,
    responseHours,
    medianDays,
  ] = await Promise.all([
    // Widget visits are counted per UTC day (a counter, no timestamps): their days are UTC's.
    widgetVisitsByDay(db, agency.id, previous.from, range.to),
    leadsByDay(db, dialect, figures, bounds),
    studentsByDay(db, dialect, figures, bounds),
    statusesReachedByDay(db, dialect, figures, statuses, bounds),
    arrivalsIn(db, figures, statuses, previousBounds),
    submittedBySource(db, figures, bounds),
    Promise.all([
      submittedAndAcceptedBy(db, figures, 'country', bounds, MOST_DESTINATIONS),
      submittedAndAcceptedBy(db, figures, 'university', bounds, MOST_DESTINATIONS),
      submittedAndAcceptedBy(db, figures, 'programme', bounds, MOST_DESTINATIONS),
    ]),
    counsellorRows(db, figures, bounds),
    leadsContacted(db, figures, bounds),
    Promise.all([bounds, previousBounds].map((period) => median(leadContacts(db, figures, period), HOUR))),
    Promise.all(
      AGENCY_FUNNEL_STAGES.map((stage, index) => {
        const spans = stageSpans(app, figures, stage, AGENCY_FUNNEL_STAGES[index + 1], bounds);
        return spans ? median(spans, DAY) : null;
      }),
    ),
  ]);

  const reachedDays = (status: StampedStatus) => reached.filter((row) => row.status === status);
  const daysOf = (stage: AgencyFunnelStage): readonly DayCount[] => {
    if (stage === 'WIDGET_VISITS') return visits;
    if (stage === 'LEADS') return leads;
    if (stage === 'STUDENTS') return students;
    return reachedDays(stage);
  };
  const counts = AGENCY_FUNNEL_STAGES.map((stage) => ({
    stage,
    count: sum(daysOf(stage).filter(within(range))),
    previousCount: stage === 'WIDGET_VISITS' ? sum(visits.filter(within(previous))) : previousArrivals[stage],
  }));
  const funnel = counts.map((step, index) => {
    const before = counts[index - 1]?.count;
    return {
      ...step,
      conversion: before ? step.count / before : null,
      medianDaysInStage: medianDays[index],
    };
  });

  const inRange = within(range);
  const bySourceOf = (rows: readonly { source: AgencySource; count: number | string }[], source: AgencySource) =>
    sum(rows.filter((row) => row.source === source));
  const leadRows = leads.filter(inRange).map((row) => ({ ...row, source: LEAD_SOURCE[row.kind] }));
  const studentRows = students.filter(inRange);
  const bySource = AGENCY_SOURCES.map((source) => ({
    source,
    leads: bySourceOf(leadRows, source),
    students: bySourceOf(studentRows, source),
    submitted: bySourceOf(sources, source),
  })).filter((row) => row.leads || row.students || row.submitted);

  const asKind = <K extends string>(rows: readonly DayCount[], kind: K) =>
    rows.filter(inRange).map((row) => ({ day: row.day, kind, n: row.count }));
  const weekly = weeklySeries(range, [
    ...asKind(leads, 'leads'),
    ...asKind(students, 'students'),
    ...asKind(reachedDays(SUBMITTED), 'submitted'),
    ...asKind(reachedDays(ACCEPTED), 'accepted'),
  ]).weeks.map(({ week, counts }) => ({
    week,
    leads: counts.leads ?? 0,
    students: counts.students ?? 0,
    submitted: counts.submitted ?? 0,
    accepted: counts.accepted ?? 0,
  }));

  return {
    range,
    previousRange: previous,
    timeZone,
    funnel,
    bySource,
    byCountry: destinations[0].map(counted),
    byUniversity: destinations[1].map(counted),
    byProgramme: destinations[2].map(counted),
    byCounsellor: counsellors,
    weekly,
    leadResponse: { ...contacts, medianHours: responseHours[0], previousMedianHours: responseHours[1] },
  };
}

/** The spans of time from entering `stage` to entering `next`, of those that entered `next` in the bounds. */
function stageSpans(
  app: App,
  figures: AgencyFigures,
  stage: AgencyFunnelStage,
  next: AgencyFunnelStage | undefined,
  bounds: Bounds,
): Spans | undefined {
  if (!next || stage === 'WIDGET_VISITS') return undefined;
  if (stage === 'LEADS') return leadsConverted(app.db, figures, bounds);
  if (!isStamped(next)) return undefined;
  if (stage === 'STUDENTS') return studentsUntilStatus(app.db, figures, next, bounds);
  return isStamped(stage) ? statusUntilStatus(app.db, figures, stage, next, bounds) : undefined;
}

/** PostgreSQL's counts may come as text: numbers here. */
const counted = (row: DestinationCount): AgencyDestinationRow => ({
  ...row,
  submitted: Number(row.submitted),
  accepted: Number(row.accepted),
});
