import { defineEventHandler, getRequestURL, setResponseHeader } from 'h3';
import { useStorage } from 'nitropack/runtime';
import { fail } from '#server/utils/errors.ts';

/**
 * History fallback: every path that is not a file or an API route loads the portal, so each
 * route of the route table survives a refresh. Unknown API paths get the JSON 404.
 */
export default defineEventHandler(async (event) => {
  const { pathname } = getRequestURL(event);
  if (pathname === '/api' || pathname.startsWith('/api/'))
    fail(404, 'NOT_FOUND', { reason: 'ROUTE_NOT_FOUND', params: { path: pathname } });
  if (event.method !== 'GET' && event.method !== 'HEAD') fail(405, 'BAD_REQUEST', 'METHOD_NOT_ALLOWED');
  const html = await useStorage('assets:portal').getItem<string>('index.html');
  if (!html) fail(404, 'NOT_FOUND', 'PORTAL_NOT_BUILT');
  setResponseHeader(event, 'content-type', 'text/html; charset=utf-8');
  setResponseHeader(event, 'cache-control', 'no-cache');
  return html;
});
