import { defineEventHandler, getRequestURL, sendRedirect, setResponseHeader, setResponseStatus } from 'h3';
import { useStorage } from 'nitropack/runtime';
import { cachedPage } from '#server/services/pages/cached-page.ts';
import { languageRedirect } from '#server/services/seo/page-address.ts';
import { useApp } from '#server/utils/app.ts';
import { fail } from '#server/utils/errors.ts';
import { replayable } from '#server/utils/replayable.ts';

/**
 * Every path that is not a file or an API route is a page of the portal, so each route of the
 * route table survives a refresh. Public pages come rendered, with their own head (title,
 * description, canonical, hreflang, Open Graph; server/services/seo) and 404 for a university
 * or country that does not exist; the signed-in areas get the shell. Unknown API paths get the
 * JSON 404.
 */
/** The built portal's index.html, read once: it does not change while the server runs. */
let shellText: Promise<string | null> | undefined;
const portalShell = () => {
  shellText ??= useStorage('assets:portal').getItem<string>('index.html');
  return shellText;
};

export default defineEventHandler(async (event) => {
  const url = getRequestURL(event);
  if (url.pathname === '/api' || url.pathname.startsWith('/api/'))
    fail(404, 'NOT_FOUND', { reason: 'ROUTE_NOT_FOUND', params: { path: url.pathname } });
  if (event.method !== 'GET' && event.method !== 'HEAD') fail(405, 'BAD_REQUEST', 'METHOD_NOT_ALLOWED');
  // A `?lang=` link (older links, the widgets) moves for good to the page's address in that language.
  const twin = languageRedirect(url);
  if (twin) return sendRedirect(event, twin, 301);
  const shell = await portalShell();
  if (!shell) fail(404, 'NOT_FOUND', 'PORTAL_NOT_BUILT');
  const page = await cachedPage(useApp(), url, shell, replayable(event));
  setResponseStatus(event, page.status);
  setResponseHeader(event, 'content-type', 'text/html; charset=utf-8');
  setResponseHeader(event, 'cache-control', 'no-cache');
  return page.body;
});
