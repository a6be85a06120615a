/**
 * The portal's Content-Security-Policy: scripts, styles, fonts and data only from this origin,
 * no inline script, no plugins, never framed (the widgets, not the portal, go on agencies' sites).
 */
export const PORTAL_CSP = cspWith("style-src 'self'");

/**
 * The API reference page (/api/docs): Redoc styles itself with styled-components, which injects
 * inline styles, and runs its search in a worker made from a blob. Scripts stay same-origin only.
 */
export const API_DOCS_CSP = cspWith("style-src 'self' 'unsafe-inline'", "worker-src 'self' blob:");

function cspWith(...directives: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ...directives,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Documents previewed in the admins' review screen are shown from the fetched file (a blob: URL).
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers every page and file carries (nitro.config.ts routeRules, which also reach the static
 * files). The embed kit's scripts keep their CORS and cross-origin resource policy beside these:
 * a CSP or frame rule on a script does not stop a host page from running it.
 */
export const PORTAL_HEADERS: Record<string, string> = {
  'content-security-policy': PORTAL_CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * An API answer is data, not a document: it gets the strictest policy (nothing loads in it, it is
 * never framed) in place of the portal's, and loses the headers that only govern a document's own
 * behaviour (where its links send the referrer, which browser features its scripts may use, who
 * may hold a handle on its window): a JSON answer has no links, scripts or window of its own.
 */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

/** The portal's headers that only a document needs (see API_HEADERS). */
export const DOCUMENT_ONLY_HEADERS = ['referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'];
