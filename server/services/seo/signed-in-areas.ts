import { paths } from '#portal/paths.ts';

/**
 * Path prefixes of the signed-in areas (portal/paths.ts): kept out of search engines, by
 * robots.txt and by `noindex` in the page head. `/university/` keeps its slash so that the public
 * `/university-consultation/…` pages stay open.
 */
const SIGNED_IN_AREAS = [
  paths.agency.dashboard,
  paths.agency.students,
  paths.agency.applications,
  '/student',
  paths.student.directDashboard,
  paths.admin.root,
  '/university/',
  paths.university.legacyDashboard,
  '/setup/',
  paths.settings,
];

/** The prefixes robots.txt disallows: the signed-in areas and the API. */
export const DISALLOWED_PREFIXES = [...SIGNED_IN_AREAS, '/api/'];

export const inSignedInArea = (pathname: string) => SIGNED_IN_AREAS.some((area) => pathname.startsWith(area));
