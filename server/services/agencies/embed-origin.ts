import { type H3Event, getRequestHeader, getRequestURL } from 'h3';

/** The shape a browser sends in the Origin header: scheme, host and optional port, nothing else. */
const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/** The page a request comes from (its Origin header, lowercased) and the server's own origin. */
export interface PageOrigin {
  /** Absent for requests that are not from a browser page (server to server, curl). */
  origin?: string;
  self: string;
}

export function pageOrigin(event: H3Event): PageOrigin {
  const header = getRequestHeader(event, 'origin')?.trim().toLowerCase();
  return { origin: header || undefined, self: getRequestURL(event).origin.toLowerCase() };
}

/** A syntactically valid origin ("null" from sandboxed frames and file:// pages is not). */
export const isWellFormedOrigin = (origin: string) => ORIGIN_PATTERN.test(origin);

export function parseAllowedOrigins(stored: string): string[] {
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether a page may send an agency's widget requests: our own portal always may, a request
 * without an Origin header is not from a page, any other page only from the agency's allowed origins.
 */
export function originAllowed(page: PageOrigin, allowedOrigins: readonly string[]): boolean {
  if (!page.origin || page.origin === page.self) return true;
  return isWellFormedOrigin(page.origin) && allowedOrigins.includes(page.origin);
}
