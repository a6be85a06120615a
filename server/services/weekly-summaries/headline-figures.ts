import type { AnalyticsRange } from '#sdk/schemas/analytics';
import type { AdminHeadlines } from '#sdk/schemas/admin-analytics';
import type { UniversityHeadlines } from '#sdk/schemas/university-analytics';
import type { UserType } from '#sdk/schemas/enums';
import { adminAnalytics } from '#server/services/analytics/admin-analytics.service.ts';
import { agencyAnalytics } from '#server/services/analytics/agency-analytics.service.ts';
import { universityAnalytics } from '#server/services/analytics/university-analytics.service.ts';
import type { App } from '#server/utils/app.ts';

/** The accounts that may choose a weekly summary: an agency's owner, a university, an admin. */
export type SummaryReader = Exclude<UserType, 'STUDENT'>;

/** What a weekly summary names, each role its own: the headline of its analytics page. */
export type HeadlineName =
  | 'LEADS'
  | 'STUDENTS'
  | 'SUBMITTED'
  | 'ACCEPTED'
  | 'RECEIVED'
  | 'DECISIONS'
  | 'ACCEPTANCE_RATE'
  | 'PAGE_VIEWS'
  | 'SIGN_UPS'
  | 'REVIEW_MEDIAN_HOURS';

/** A figure of the week and of the week before; null where there is none (a rate without decisions). */
export interface HeadlineFigure {
  name: HeadlineName;
  /** A count, a share (0.25 is 25%) or hours. */
  unit: 'count' | 'share' | 'hours';
  week: number | null;
  weekBefore: number | null;
}

const total = (counts: Partial<Record<string, number>>) =>
  Object.values(counts).reduce<number>((sum, count) => sum + (count ?? 0), 0);

/** One figure read alike from the analytics of the week and of the week before. */
const figureOf =
  <T>(week: T, weekBefore: T) =>
  (name: HeadlineName, unit: HeadlineFigure['unit'], read: (analytics: T) => number | null): HeadlineFigure => ({
    name,
    unit,
    week: read(week),
    weekBefore: read(weekBefore),
  });

/** The agency's funnel: leads, students added, applications submitted and accepted (one call holds both weeks). */
async function agencyFigures(app: App, userId: number, week: AnalyticsRange): Promise<HeadlineFigure[]> {
  const { funnel } = await agencyAnalytics(app, userId, week);
  return (['LEADS', 'STUDENTS', 'SUBMITTED', 'ACCEPTED'] as const).map((name) => {
    const step = funnel.find((s) => s.stage === name)!;
    return { name, unit: 'count', week: step.count, weekBefore: step.previousCount };
  });
}

/** The university's applications received, its decisions and acceptance rate, and the views of its pages. */
async function universityFigures(app: App, userId: number, week: AnalyticsRange): Promise<HeadlineFigure[]> {
  const analytics = await universityAnalytics(app, userId, week);
  const figure = figureOf<UniversityHeadlines>(
    {
      applications: total(analytics.applications.totals),
      decisions: analytics.decisions,
      demand: analytics.demand.totals,
    },
    analytics.previous,
  );
  return [
    figure('RECEIVED', 'count', (h) => h.applications),
    figure('DECISIONS', 'count', (h) => h.decisions.accepted + h.decisions.rejected),
    figure('ACCEPTANCE_RATE', 'share', (h) => h.decisions.acceptanceRate),
    figure('PAGE_VIEWS', 'count', (h) => h.demand.views),
  ];
}

/** The platform's sign-ups, applications submitted and the review queue's median age. */
async function adminFigures(app: App, _userId: number, week: AnalyticsRange): Promise<HeadlineFigure[]> {
  const analytics = await adminAnalytics(app, week);
  const figure = figureOf<Omit<AdminHeadlines, 'failedEmails'>>(
    {
      signUps: total(analytics.signUps.totals),
      applications: total(analytics.applications.totals),
      reviewQueue: analytics.reviewQueue.overall,
    },
    analytics.previous,
  );
  return [
    figure('SIGN_UPS', 'count', (h) => h.signUps),
    figure('SUBMITTED', 'count', (h) => h.applications),
    figure('REVIEW_MEDIAN_HOURS', 'hours', (h) => h.reviewQueue.medianHours),
  ];
}

/** The headline figures of the reader's analytics in `week`, against the week before, from the analytics services. */
export const headlineFigures: Record<
  SummaryReader,
  (app: App, userId: number, week: AnalyticsRange) => Promise<HeadlineFigure[]>
> = { AGENCY: agencyFigures, UNIVERSITY: universityFigures, ADMIN: adminFigures };
