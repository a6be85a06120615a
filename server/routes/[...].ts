import { defineEventHandler, getRequestURL, setResponseHeader, setResponseStatus } from 'h3';
import { useStorage } from 'nitropack/runtime';
import { shellWithHead } from '#server/services/seo/head-html.ts';
import { pageHead } from '#server/services/seo/page-head.ts';
import { useApp } from '#server/utils/app.ts';
import { fail } from '#server/utils/errors.ts';

/**
 * History fallback: every path that is not a file or an API route loads the portal, so each
 * route of the route table survives a refresh. The shell carries the page's own head (title,
 * description, canonical, hreflang, Open Graph; server/services/seo), and 404 for a university or
 * country that does not exist. Unknown API paths get the JSON 404.
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
  const shell = await portalShell();
  if (!shell) fail(404, 'NOT_FOUND', 'PORTAL_NOT_BUILT');
  const app = useApp();
  const head = await pageHead(app, url);
  setResponseStatus(event, head.status);
  setResponseHeader(event, 'content-type', 'text/html; charset=utf-8');
  setResponseHeader(event, 'cache-control', 'no-cache');
  return shellWithHead(shell, head, app.config.siteUrl);
});
