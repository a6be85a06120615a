import type { AnalyticsRange } from './analytics.ts';
import type { WeeklyCounts } from './admin-analytics.ts';
import type { UniversityApplicationStatus } from './university-review.ts';

/** Applications by the applicant's nationality (a country's name as the profile holds it; null when not given). */
export interface NationalityCount {
  nationality: string | null;
  count: number;
}

export interface ProgrammeApplications {
  programId: number | null;
  programName: string;
  /** The intake's start (YYYY-MM-DD); null when the application named none. */
  intakeStartDate: string | null;
  count: number;
}

/** Views and searches under a name: a country, a language or a page. */
export interface DemandCount {
  name: string;
  views: number;
  searches: number;
}

/** How often the university's page and programmes were seen and listed by searches: counters, no person. */
export interface UniversityDemand {
  totals: { views: number; searches: number };
  byDay: { day: string; views: number; searches: number }[];
  /** ISO country codes; ZZ when the country was not known. */
  byCountry: DemandCount[];
  /** ISO language codes; und when the language was not known. */
  byLanguage: DemandCount[];
  /** Its pages: the university's own (`programId` null) and each programme's, by name. */
  byPage: (DemandCount & { programId: number | null })[];
}

/**
 * GET /analytics/university: the university's own applications (those it sees: approved by the
 * admins onward) submitted in the range, by status per week, nationality, agency or direct, and
 * programme and intake; its decisions in the range: acceptance rate and the median days from the
 * admins' approval to the decision; and the demand for its pages in the range.
 */
export interface UniversityAnalytics {
  range: AnalyticsRange;
  /** The period as long as the range, just before it, which `previous` counts. */
  previousRange: AnalyticsRange;
  /** The IANA time zone the days are in (the `timeZone` asked, else UTC); the demand counters count UTC days. */
  timeZone: string;
  /** The headline figures of the previous period, for the change against it. */
  previous: UniversityHeadlines;
  applications: {
    weeks: WeeklyCounts<UniversityApplicationStatus>[];
    totals: Partial<Record<UniversityApplicationStatus, number>>;
    byNationality: NationalityCount[];
    bySource: { agency: number; direct: number };
    byProgramme: ProgrammeApplications[];
  };
  decisions: UniversityDecisions;
  demand: UniversityDemand;
}

/** The university's decisions in a period: acceptance rate and the median days from the admins' approval to the decision. */
export interface UniversityDecisions {
  accepted: number;
  rejected: number;
  acceptanceRate: number | null;
  medianResponseDays: number | null;
}

/** A period's headline figures: the applications submitted in it that the university sees, its decisions, its pages' demand. */
export interface UniversityHeadlines {
  applications: number;
  decisions: UniversityDecisions;
  demand: UniversityDemand['totals'];
}
