import * as v from 'valibot';
import { officeFilter } from './agency-office.ts';
import { isCalendarDate } from './common.ts';
import type { AgencyRole, LeadKind } from './enums.ts';

// ── Shared by every area's analytics (agency, university, admin) ─────────────────────────────

/** The longest range one call may ask for, in days (both ends included). */
export const MAX_ANALYTICS_DAYS = 731;
/** The range asked for when `from` and `to` are left out: the last 30 days, today included. */
export const DEFAULT_ANALYTICS_DAYS = 30;

const DAY_MESSAGE = 'Must be a date (YYYY-MM-DD)';
const day = v.optional(v.pipe(v.string(DAY_MESSAGE), v.trim(), v.check(isCalendarDate, DAY_MESSAGE)));
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

const TIME_ZONE_MESSAGE = 'Must be a time zone (e.g. Europe/Berlin)';
/** The zone's canonical name (`asia/amman` → `Asia/Amman`), or undefined for a name Intl does not know. */
const canonicalZone = (zone: string): string | undefined => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};
/** A time zone by its IANA name (`Asia/Amman`), answered by its canonical spelling; UTC when left out. */
const timeZone = v.optional(
  v.pipe(
    v.string(TIME_ZONE_MESSAGE),
    v.trim(),
    v.check((zone) => canonicalZone(zone) !== undefined, TIME_ZONE_MESSAGE),
    v.transform((zone) => canonicalZone(zone) ?? zone),
  ),
);

/**
 * `from` and `to`: whole days, both included, as ISO dates, in `timeZone` (UTC when left out).
 * Either may be left out (the other end follows from the default of 30 days ending today in the
 * zone); `to` is on or after `from`, at most 731 days apart.
 */
type Range = { from?: string; to?: string };
/** The path of `to` in a range query (valibot cannot check a path into a generic object). */
const toField = <T extends Range>() => ['to'] as unknown as Parameters<typeof v.forward<T, v.CheckIssue<T>, ['to']>>[1];
const rangeChecks = <T extends Range>() =>
  [
    v.forward<T, v.CheckIssue<T>, ['to']>(
      v.check<T, string>(
        ({ from, to }) => !from || !to || from <= to,
        'The end date must be on or after the start date',
      ),
      toField<T>(),
    ),
    v.forward<T, v.CheckIssue<T>, ['to']>(
      v.check<T, string>(
        ({ from, to }) => !from || !to || dayNumber(to) - dayNumber(from) < MAX_ANALYTICS_DAYS,
        'The range can be at most 731 days',
      ),
      toField<T>(),
    ),
  ] as const;
export const AnalyticsRangeQuery = v.pipe(
  v.object({ from: day, to: day, timeZone }),
  ...rangeChecks<{ from?: string; to?: string; timeZone?: string }>(),
);
export type AnalyticsRangeQuery = v.InferInput<typeof AnalyticsRangeQuery>;

/** GET /analytics/agency: the range, and `office=` for one office's figures. */
export const AgencyAnalyticsQuery = v.pipe(
  v.object({ from: day, to: day, timeZone, office: officeFilter }),
  ...rangeChecks<{ from?: string; to?: string; timeZone?: string; office?: number }>(),
);
export type AgencyAnalyticsQuery = v.InferInput<typeof AgencyAnalyticsQuery>;

/** A range of whole days, both included (YYYY-MM-DD), in the time zone of the answer. */
export interface AnalyticsRange {
  from: string;
  to: string;
}

const isoDay = (dayNo: number) => new Date(dayNo * 86_400_000).toISOString().slice(0, 10);

/** The period as long as the range, just before it: what "the change against the previous period" compares with. */
export function previousRange(range: AnalyticsRange): AnalyticsRange {
  const [from, to] = [dayNumber(range.from), dayNumber(range.to)];
  return { from: isoDay(from - (to - from + 1)), to: isoDay(from - 1) };
}

// ── Agency analytics: GET /analytics/agency ──────────────────────────────────────────────────

/**
 * The agency's funnel, in order. A stage named after an application status counts the
 * applications that reached that status in the range (from their timeline); so a new status
 * (an enrolment) is one more entry here.
 */
export const AGENCY_FUNNEL_STAGES = [
  'WIDGET_VISITS',
  'LEADS',
  'STUDENTS',
  'SUBMITTED',
  'ADMIN_APPROVED',
  'ACCEPTED',
  'ENROLLED',
] as const;
export type AgencyFunnelStage = (typeof AGENCY_FUNNEL_STAGES)[number];

export interface AgencyFunnelStep {
  stage: AgencyFunnelStage;
  /** In the range: widget page loads, leads that arrived, students added, applications that reached the status. */
  count: number;
  /** The same count in the previous period (as long as the range, just before it). */
  previousCount: number;
  /** This count as a share of the previous stage's (0.25 is 25%); null for the first stage or after a 0. */
  conversion: number | null;
  /**
   * The median time, in days, from entering this stage to entering the next, of those that entered
   * the next in the range (a lead until it became a student, a student until an application was
   * submitted, …); null for the last stage, for widget visits (counted without people) and with none.
   */
  medianDaysInStage: number | null;
}

/**
 * Where a student or lead came from: a lead's kind (the consultation, information and apply
 * widgets, the contact form), a registration through the agency's widget link, the CSV import, or
 * added by hand; NOT_RECORDED for students added before the source was recorded.
 */
export const AGENCY_SOURCES = [
  'CONSULTATION',
  'INFORMATION',
  'APPLY',
  'CONTACT',
  'REGISTRATION',
  'CSV_IMPORT',
  'ADDED_BY_HAND',
  'NOT_RECORDED',
] as const;
export type AgencySource = (typeof AGENCY_SOURCES)[number];

/** The source of a lead of each kind. */
export const LEAD_SOURCE: Record<LeadKind, AgencySource> = {
  consultation: 'CONSULTATION',
  information: 'INFORMATION',
  apply: 'APPLY',
  contact: 'CONTACT',
};

export interface AgencySourceRow {
  source: AgencySource;
  /** Leads that arrived in the range. */
  leads: number;
  /** Students added in the range. */
  students: number;
  /** Applications submitted in the range, by their student's source. */
  submitted: number;
}

/** Applications submitted and accepted in the range, for one country, university or programme (the 50 most submitted of each). */
export interface AgencyDestinationRow {
  /** The country's English name, the university's name, or the programme's name. */
  name: string;
  /** The university's id (for a university or a programme). */
  universityId?: number;
  /** The programme's university's name. */
  university?: string;
  submitted: number;
  accepted: number;
}

/** One week (Monday to Sunday, in the answer's time zone; `week` is its Monday) of the range. */
export interface AgencyWeek {
  week: string;
  leads: number;
  students: number;
  submitted: number;
  accepted: number;
}

/**
 * From a lead's arrival to its first contact: when the agency first marked it contacted or turned
 * it into a student. Leads that arrived in the range.
 */
export interface AgencyLeadResponse {
  /** Leads of the range contacted so far. */
  contacted: number;
  /** Leads of the range not contacted yet. */
  waiting: number;
  medianHours: number | null;
  previousMedianHours: number | null;
}

/**
 * One member of the agency's team, or the records assigned to nobody (`memberId` null): the students
 * assigned to them added in the range, and their students' applications submitted and accepted in
 * it (an application follows its student, as the lists do).
 */
export interface AgencyCounsellorRow {
  /** The agency member (as in GET /agency/members); null for what is assigned to nobody. */
  memberId: number | null;
  /** Their name, else their e-mail address; null for what is assigned to nobody. */
  name: string | null;
  role: AgencyRole | null;
  students: number;
  submitted: number;
  accepted: number;
}

/**
 * A counsellor's answer counts only what is assigned to them (their leads, their students and those
 * students' applications; widget visits are the agency's, counted without people), and `byCounsellor`
 * holds their own row; the owner and managers see every member and what is assigned to nobody.
 */
export interface AgencyAnalytics {
  range: AnalyticsRange;
  previousRange: AnalyticsRange;
  /** The IANA time zone the days are in (the `timeZone` asked, else UTC). */
  timeZone: string;
  funnel: AgencyFunnelStep[];
  bySource: AgencySourceRow[];
  byCountry: AgencyDestinationRow[];
  byUniversity: AgencyDestinationRow[];
  byProgramme: AgencyDestinationRow[];
  byCounsellor: AgencyCounsellorRow[];
  weekly: AgencyWeek[];
  leadResponse: AgencyLeadResponse;
}
