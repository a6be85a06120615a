import type { Kysely } from 'kysely';
import type { AdminAnalytics, AdminHeadlines, PlanFigures, ReviewTimes } from '#sdk/schemas/admin-analytics';
import type { AnalyticsRangeQuery } from '#sdk/schemas/analytics';
import type { Dialect } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables/database.ts';
import { SUBSCRIPTION_TIERS } from '#sdk/schemas/enums';
import { agencyPlanCap } from '#server/services/agencies/plan-cap.ts';
import type { App } from '#server/utils/app.ts';
import {
  countApplicationsByDay,
  countFailedEmailsByKind,
  countSignUpsByDay,
  listAgencyPlanUse,
  listFailedEmails,
  listReviewDecisions,
} from './admin-analytics.repository.ts';
import { type Bounds, inBothPeriods, periodsOf } from './analytics-range.ts';
import { percentile } from './percentile.ts';
import { weeklySeries } from './weekly-series.ts';

const HOUR = 3_600_000;
const LATEST_FAILED_EMAILS = 20;
/** The agencies listed with their plan's use: the fullest first. */
const MOST_USED_PLANS = 100;

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

function reviewTimes(hours: number[]): ReviewTimes {
  return { decided: hours.length, medianHours: round1(percentile(hours, 50)), p90Hours: round1(percentile(hours, 90)) };
}

const total = (rows: readonly { n: number | string }[]) => rows.reduce((sum, row) => sum + Number(row.n), 0);

/** What a period's headline figures are counted from: sign-ups and applications per day, the admins' decisions, failed e-mails. */
const headlineRows = (db: Kysely<Database>, dialect: Dialect) => (_range: unknown, bounds: Bounds) =>
  Promise.all([
    countSignUpsByDay(db, dialect, bounds),
    countApplicationsByDay(db, dialect, bounds),
    listReviewDecisions(db, bounds),
    countFailedEmailsByKind(db, bounds),
  ]);
type HeadlineRows = Awaited<ReturnType<ReturnType<typeof headlineRows>>>;

/** Each decision with the hours from the application's submission to it. */
const waitsOf = (decisions: HeadlineRows[2]) =>
  decisions.map((d) => ({ ...d, hours: (Date.parse(d.decidedAt) - Date.parse(d.submittedAt!)) / HOUR }));

const headlinesOf = ([signUps, applications, decisions, failedByKind]: HeadlineRows): AdminHeadlines => ({
  signUps: total(signUps),
  applications: total(applications),
  reviewQueue: reviewTimes(waitsOf(decisions).map((d) => d.hours)),
  failedEmails: total(failedByKind),
});

/** GET /analytics/admin: the platform's figures in the range, and the headline figures of the period before; see AdminAnalytics. */
export async function adminAnalytics(app: App, query: AnalyticsRangeQuery): Promise<AdminAnalytics> {
  const { db, dialect } = app;
  const periods = periodsOf(query);
  const { range, bounds } = periods;
  const [[current, previous], agencies, failed] = await Promise.all([
    inBothPeriods(periods, headlineRows(db, dialect)),
    listAgencyPlanUse(db),
    listFailedEmails(db, bounds, LATEST_FAILED_EMAILS),
  ]);
  const [signUps, applications, decisions, failedByKind] = current;
  const headlines = headlinesOf(current);

  const waits = waitsOf(decisions);
  const reviewers = new Map<number | null, typeof waits>();
  for (const d of waits) {
    const own = reviewers.get(d.reviewerId);
    if (own) own.push(d);
    else reviewers.set(d.reviewerId, [d]);
  }
  const byReviewer = [...reviewers.values()]
    .map((own) => ({
      reviewerId: own[0].reviewerId,
      reviewer: own[0].reviewer,
      ...reviewTimes(own.map((d) => d.hours)),
    }))
    .sort((a, b) => b.decided - a.decided || (a.reviewer ?? '').localeCompare(b.reviewer ?? ''));

  const plans = agencies.map((a) => ({
    agencyId: a.id,
    name: a.name,
    plan: a.plan,
    activeStudents: Number(a.active_students),
    cap: agencyPlanCap(a.plan),
  }));
  const byPlan = SUBSCRIPTION_TIERS.map((plan): PlanFigures => {
    const own = plans.filter((a) => a.plan === plan);
    const cap = agencyPlanCap(plan);
    return {
      plan,
      agencies: own.length,
      activeStudents: own.reduce((sum, a) => sum + a.activeStudents, 0),
      cap,
      atCap: cap === null ? 0 : own.filter((a) => a.activeStudents >= cap).length,
    };
  });

  return {
    range,
    previousRange: periods.previousRange,
    timeZone: periods.timeZone,
    previous: headlinesOf(previous),
    signUps: weeklySeries(range, signUps),
    applications: weeklySeries(range, applications),
    reviewQueue: { overall: headlines.reviewQueue, byReviewer },
    plans: {
      byPlan,
      agencies: plans.sort((a, b) => usage(b) - usage(a) || a.agencyId - b.agencyId).slice(0, MOST_USED_PLANS),
    },
    failedEmails: {
      total: headlines.failedEmails,
      byKind: failedByKind.map((row) => ({ kind: row.kind, count: Number(row.n) })),
      latest: failed.map((row) => ({
        id: row.id,
        to: row.to_address,
        kind: row.kind,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
        status: row.status,
      })),
    },
  };
}

/** How full an agency's plan is (0–1 and above; an uncapped plan counts as empty). */
const usage = (a: { activeStudents: number; cap: number | null }) => (a.cap ? a.activeStudents / a.cap : 0);
