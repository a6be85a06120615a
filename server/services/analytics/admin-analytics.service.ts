import type { AdminAnalytics, PlanFigures, ReviewTimes } from '#sdk/schemas/admin-analytics';
import type { AnalyticsRangeQuery } from '#sdk/schemas/analytics';
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
import { rangeOf } from './analytics-range.ts';
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

/** GET /analytics/admin (issue 32): the platform's figures in the range; see AdminAnalytics. */
export async function adminAnalytics(app: App, query: AnalyticsRangeQuery): Promise<AdminAnalytics> {
  const { db, dialect } = app;
  const range = rangeOf(query);
  const [signUps, applications, decisions, agencies, failedByKind, failed] = await Promise.all([
    countSignUpsByDay(db, dialect, range),
    countApplicationsByDay(db, dialect, range),
    listReviewDecisions(db, range),
    listAgencyPlanUse(db),
    countFailedEmailsByKind(db, range),
    listFailedEmails(db, range, LATEST_FAILED_EMAILS),
  ]);

  const waits = decisions.map((d) => ({ ...d, hours: (Date.parse(d.decidedAt) - Date.parse(d.submittedAt!)) / HOUR }));
  const reviewers = new Map<number | null, typeof waits>();
  for (const d of waits) reviewers.set(d.reviewerId, [...(reviewers.get(d.reviewerId) ?? []), d]);
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
    signUps: weeklySeries(range, signUps),
    applications: weeklySeries(range, applications),
    reviewQueue: { overall: reviewTimes(waits.map((d) => d.hours)), byReviewer },
    plans: {
      byPlan,
      agencies: plans.sort((a, b) => usage(b) - usage(a) || a.agencyId - b.agencyId).slice(0, MOST_USED_PLANS),
    },
    failedEmails: {
      total: failedByKind.reduce((sum, row) => sum + Number(row.n), 0),
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
