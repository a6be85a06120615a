import { DASHBOARD_ROUTES, type UserType } from '#sdk/schemas/enums';

type Id = number | string;

/**
 * Every URL of the portal (spec part 2, 2, route table). Functions taking an id double as route
 * patterns for the router: `paths.university(':id')` is `/universities/:id`.
 */
export const paths = {
  home: '/',
  universities: (query?: { search?: string; country?: string }) => withQuery('/universities', query),
  universityDetail: (id: Id) => `/universities/${id}`,
  /** The programme search across the catalogue; its filters are the query of GET /api/programs. */
  programs: (query?: Record<string, Id | undefined>) => withQuery('/programs', query),
  program: (id: Id) => `/programs/${id}`,
  /** Up to four programmes side by side; `studentId`: an agency's student, whose verdicts it shows. */
  compare: (ids?: readonly number[], studentId?: Id) =>
    withQuery('/compare', { ids: ids?.length ? ids.join(',') : undefined, studentId }),
  countries: '/countries',
  country: (id: Id) => `/countries/${id}`,
  resources: '/resources',
  contact: '/contact',
  consultation: (universityId: Id, type?: 'consultation' | 'information') =>
    withQuery(`/university-consultation/${universityId}`, { type }),

  login: (redirect?: string) => withQuery('/login', { redirect }),
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The page a password reset e-mail links to, with `?token=`. */
  resetPassword: '/reset-password',
  /** Where an invitation e-mail (an account someone else created) leads: the reset screen, worded for a first password. */
  setPassword: '/set-password',
  terms: '/terms',
  privacy: '/privacy',
  /** Every signed-in user's own settings: the password, the language, an agency's profile. */
  settings: '/settings',
  /** Where the e-mail confirming a student's request to erase their account leads. */
  confirmErasure: '/confirm-erasure',
  setup: { agency: '/setup/agency', university: '/setup/university', student: '/setup/student' },

  agency: {
    dashboard: '/dashboard',
    students: '/students',
    newStudent: '/students/new',
    student: (id: Id) => `/students/${id}`,
    editStudent: (id: Id) => `/students/${id}/edit`,
    applications: '/applications',
    newApplication: (studentId?: Id) => withQuery('/applications/new', { studentId }),
    application: (id: Id) => `/applications/${id}`,
    editApplication: (id: Id) => `/applications/${id}/edit`,
    /** The inbox of requests from the agency's widgets. */
    leads: '/dashboard/leads',
    /** Slug, brand colour, allowed origins and the snippets of the embed kit. */
    embed: '/dashboard/embed',
    /** The agency's members and roles. */
    team: '/dashboard/team',
    /** The signed-in member's tasks, overdue first. */
    tasks: '/dashboard/tasks',
    /** The agency's funnel, sources and destinations over a date range. */
    analytics: '/analytics',
    /** Commission claims and revenue. */
    commissions: '/commissions',
    agreements: '/commissions/agreements',
  },
  student: {
    dashboard: '/student/dashboard',
    /** The same page as the dashboard (spec part 2, 2). */
    directDashboard: '/direct-student',
    profile: '/student/profile',
    documents: '/student/documents',
    applications: '/student/applications',
    /** The programmes the student's profile qualifies for, with filters. */
    matches: '/student/matches',
    /** The programmes the student (or their agency) saved, to compare and apply from. */
    shortlist: '/student/shortlist',
    apply: (universityId?: Id) => (universityId === undefined ? '/student/apply' : `/student/apply/${universityId}`),
    editApplication: (id: Id) => `/student/applications/${id}/edit`,
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    universities: '/admin/universities',
    /** Opens the add dialog over the list. */
    newUniversity: '/admin/universities/new',
    agencies: '/admin/agencies',
    students: '/admin/students',
    programs: '/admin/programs',
    /** The nicknames, local names and synonyms the catalogue search knows. */
    otherNames: '/admin/other-names',
    settings: '/admin/settings',
    emailSettings: '/admin/settings/email',
    securitySettings: '/admin/settings/security',
    privacySettings: '/admin/settings/privacy',
    applications: '/admin/applications',
    pendingApplications: '/admin/applications/pending',
    application: (id: Id) => `/admin/applications/${id}`,
    /** Every e-mail the platform wrote. */
    outbox: '/admin/outbox',
    /** Analytics: the overview, and the two pages the spec's admin dashboard links to. */
    analytics: '/admin/analytics',
    applicationAnalytics: '/admin/analytics/applications',
    userAnalytics: '/admin/analytics/users',
    /** The admins' leads inbox: requests of no agency. */
    inbox: '/admin/inbox',
    universityClaims: '/admin/university-claims',
    /** Commission agreements and claims of every agency and university. */
    commissions: '/admin/commissions',
  },
  university: {
    dashboard: '/university/dashboard',
    /** The university's profile: the Settings tab of its dashboard. */
    profile: '/university/dashboard?tab=settings',
    /** The university's analytics: the Analytics tab of its dashboard. */
    analytics: '/university/dashboard?tab=analytics',
    /** Where an account waits until an admin has verified its university (ARCHITECTURE.md, Decisions). */
    verification: '/university/verification',
    /** The spelling some wrong-role redirects use (spec part 2, 2); it redirects. */
    legacyDashboard: '/university-dashboard',
  },
} as const;

/** Where each account type lands (spec part 1, 6; part 2, 2). */
export const dashboardOf = (userType: UserType): string => DASHBOARD_ROUTES[userType];

function withQuery(path: string, query?: Record<string, Id | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
