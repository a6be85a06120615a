/**
 * What only an agency's owner may do, by route: the plan and profile, the embed
 * settings and logo, the team, API keys and webhooks, the commission agreements and claims (the
 * agency's contracts and money; its revenue figures also to managers), the weekly summary's e-mail.
 * `requireUser` refuses these to the agency's managers and counsellors (403 OWNER_ONLY,
 * OWNER_OR_MANAGER_ONLY) before any route runs, so no route can forget it.
 */
const OWNER_ROUTES: { path: RegExp; methods?: readonly string[] }[] = [
  { path: /^\/api\/keys(\/|$)/ },
  { path: /^\/api\/webhooks(\/|$)/ },
  { path: /^\/api\/commissions(\/|$)/ },
  { path: /^\/api\/agency\/members(\/|$)/, methods: ['POST', 'PUT', 'DELETE'] },
  { path: /^\/api\/agency\/settings(\/|$)/, methods: ['PUT'] },
  { path: /^\/api\/users\/agency-setup$/ },
  { path: /^\/api\/users\/agency\/profile$/, methods: ['PUT'] },
  { path: /^\/api\/users\/agency\/embed$/ },
  { path: /^\/api\/uploads\/agency\/logo$/ },
  // The weekly e-mail of the agency's figures is the owner's choice alone.
  { path: /^\/api\/analytics\/weekly-summary$/ },
];

/**
 * Money the managers see too, to lead the team (the revenue by counsellor), but no counsellor:
 * counsellors do not see the agency's money. Read before the owner's routes it lies within.
 */
const MANAGER_ROUTES: typeof OWNER_ROUTES = [
  { path: /^\/api\/commissions\/revenue$/, methods: ['GET'] },
  // The offices: the owner and managers open, rename and close them.
  { path: /^\/api\/agency\/offices(\/|$)/, methods: ['POST', 'PUT', 'DELETE'] },
];

const matches = (routes: typeof OWNER_ROUTES, method: string, pathname: string) =>
  routes.some((route) => route.path.test(pathname) && (!route.methods || route.methods.includes(method)));

/** The least role of the agency's team a route needs: the owner, a manager (or the owner), or any member (undefined). */
export function roleNeeded(method: string, path: string): 'OWNER' | 'MANAGER' | undefined {
  const pathname = path.split('?', 1)[0];
  if (matches(MANAGER_ROUTES, method, pathname)) return 'MANAGER';
  return matches(OWNER_ROUTES, method, pathname) ? 'OWNER' : undefined;
}
