import { defineEventHandler, getRequestHeader, removeResponseHeader, setResponseHeaders } from 'h3';
import { API_HEADERS, DOCUMENT_ONLY_HEADERS } from '#server/utils/security-headers.ts';

/**
 * An API answer carries the API's headers instead of the portal's (nitro.config.ts gives every
 * answer those, static files included); a signed-in answer is someone's own data, which no cache
 * keeps (no-store). The API's own files (/api/docs, /api/openapi.json) are static: they keep the
 * portal's.
 */
export default defineEventHandler((event) => {
  if (!event.path.startsWith('/api/')) return;
  for (const name of DOCUMENT_ONLY_HEADERS) removeResponseHeader(event, name);
  setResponseHeaders(
    event,
    getRequestHeader(event, 'authorization') ? { ...API_HEADERS, 'cache-control': 'no-store' } : API_HEADERS,
  );
});
