import { defineEventHandler, getRequestHeader, setResponseHeaders } from 'h3';

/**
 * A signed-in API answer is someone's own data: no cache keeps it (no-store), and no browser
 * guesses another type for it (nosniff). The portal's headers come from nitro.config.ts.
 */
export default defineEventHandler((event) => {
  if (!event.path.startsWith('/api/')) return;
  setResponseHeaders(
    event,
    getRequestHeader(event, 'authorization')
      ? { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' }
      : { 'x-content-type-options': 'nosniff' },
  );
});
