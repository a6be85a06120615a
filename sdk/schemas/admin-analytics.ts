import type { AnalyticsRange } from './analytics.ts';
import type { EmailStatus } from './outbox.ts';
import type { ApplicationStatus, SubscriptionTier, UserType } from './enums.ts';

/** A week's count of each kind: `week` is its Monday (YYYY-MM-DD, in the answer's time zone). */
export interface WeeklyCounts<K extends string> {
  week: string;
  counts: Partial<Record<K, number>>;
}

/** How long the admins took from an application's submission to their decision (approve or reject), in hours. */
export interface ReviewTimes {
  decided: number;
  medianHours: number | null;
  p90Hours: number | null;
}

export interface ReviewerTimes extends ReviewTimes {
  reviewerId: number | null;
  /** The admin's e-mail address; null for a decision whose admin no longer exists. */
  reviewer: string | null;
}

/** An agency's use of its plan: active students against the plan's cap (null: no cap). */
export interface AgencyPlanUse {
  agencyId: number;
  name: string;
  plan: SubscriptionTier;
  activeStudents: number;
  cap: number | null;
}

export interface PlanFigures {
  plan: SubscriptionTier;
  agencies: number;
  activeStudents: number;
  cap: number | null;
  /** Agencies with as many active students as the plan holds (or more, after a downgrade). */
  atCap: number;
}

export interface FailedEmail {
  id: number;
  to: string;
  kind: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  status: EmailStatus;
}

/** A period's headline figures: sign-ups, applications submitted, the admins' decisions and their times, failed e-mails. */
export interface AdminHeadlines {
  signUps: number;
  applications: number;
  reviewQueue: ReviewTimes;
  failedEmails: number;
}

/**
 * GET /analytics/admin: the platform in the range (days of the time zone asked): sign-ups by role per week, applications
 * submitted per week by their status now (as the admins' list counts them), the review queue's age, agencies by plan and their use of it
 * (now), and the e-mails written in the range that failed.
 */
export interface AdminAnalytics {
  range: AnalyticsRange;
  /** The period as long as the range, just before it, which `previous` counts. */
  previousRange: AnalyticsRange;
  /** The IANA time zone the days are in (the `timeZone` asked, else UTC). */
  timeZone: string;
  /** The headline figures of the previous period, for the change against it. */
  previous: AdminHeadlines;
  signUps: { weeks: WeeklyCounts<UserType>[]; totals: Partial<Record<UserType, number>> };
  applications: { weeks: WeeklyCounts<ApplicationStatus>[]; totals: Partial<Record<ApplicationStatus, number>> };
  reviewQueue: { overall: ReviewTimes; byReviewer: ReviewerTimes[] };
  /** `agencies`: the 100 whose plans are fullest. */
  plans: { byPlan: PlanFigures[]; agencies: AgencyPlanUse[] };
  failedEmails: { total: number; byKind: { kind: string; count: number }[]; latest: FailedEmail[] };
}
