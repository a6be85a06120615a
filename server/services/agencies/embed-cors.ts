import { type H3Event, appendResponseHeader, sendNoContent, setResponseHeaders } from 'h3';
import type { App } from '#server/utils/app.ts';
import { forbidden } from '#server/utils/errors.ts';
import { isWellFormedOrigin, pageOrigin } from './embed-origin.ts';
import { someAgencyAllows } from './embed.repository.ts';

/** Routes a widget reads on any host page: the public catalogue, its type-ahead and agencies' public faces. */
const PUBLIC_READ = /^\/api\/(api\/)?(universities|public|search)(\/|$)/;

export const isPublicRead = (path: string) => PUBLIC_READ.test(path);

/** The public catalogue answers every origin: it is public, and carries no cookies or tokens. */
export function allowPublicRead(event: H3Event) {
  setResponseHeaders(event, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  });
}

/** The one public POST a widget sends to any host page's origin: a visitor's eligibility check (no cookies, nothing stored). */
export const isPublicCheck = (path: string) => path === '/api/search/eligibility';

/** The visitor's check answers every origin, as the catalogue does; its JSON body needs the preflight to allow it. */
export function allowPublicCheck(event: H3Event) {
  setResponseHeaders(event, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type, accept',
    'access-control-max-age': 600,
  });
}

/** Lets one page origin read the answer of a widget request; the answer differs per origin. */
export function allowOrigin(event: H3Event, origin: string) {
  setResponseHeaders(event, { 'access-control-allow-origin': origin });
  appendResponseHeader(event, 'vary', 'Origin');
}

/**
 * The preflight of a widget's POST /api/leads. It carries no body, so no agency: it passes for
 * our own origin and for an origin some agency allows; the request itself is then checked
 * against the one agency it names.
 */
export async function answerLeadPreflight(app: App, event: H3Event) {
  const page = pageOrigin(event);
  const known =
    !!page.origin &&
    isWellFormedOrigin(page.origin) &&
    (page.origin === page.self || (await someAgencyAllows(app.db, page.origin)));
  if (!known) forbidden('WEBSITE_NOT_ALLOWED');
  allowOrigin(event, page.origin!);
  setResponseHeaders(event, {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type, accept',
    'access-control-max-age': 600,
  });
  return sendNoContent(event, 204);
}
