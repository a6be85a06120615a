import { paths } from '#portal/paths.ts';
import { LOCALES, pathIn } from '#sdk/language-path';

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

/** The prefixes robots.txt disallows: the signed-in areas in each language, and the API. */
export const DISALLOWED_PREFIXES = [
  ...LOCALES.flatMap((locale) => SIGNED_IN_AREAS.map((area) => pathIn(locale, area))),
  '/api/',
];

/** Whether a route-table path (without its language's `/ar`) is in a signed-in area. */
export const inSignedInArea = (pathname: string) => SIGNED_IN_AREAS.some((area) => pathname.startsWith(area));
