import { inRouteTable, renderPage } from '#portal-ssr';
import { shellWithHead } from '#server/services/seo/head-html.ts';
import { pageHead } from '#server/services/seo/page-head.ts';
import { inSignedInArea } from '#server/services/seo/signed-in-areas.ts';
import type { App } from '#server/utils/app.ts';
import { languageOfPath } from '#sdk/language-path';
import { paths } from '#portal/paths.ts';
import { inProcessFetch } from './in-process-fetch.ts';

/** A page as the server sends it. */
export interface PageDocument {
  status: 200 | 404;
  html: string;
}

/**
 * The forms that carry a secret in their address (a reset or invitation token): neither rendered
 * nor kept in the page cache; the browser renders them from the shell.
 */
const TOKEN_FORMS: string[] = [paths.resetPassword, paths.setPassword];

/** Pages the browser renders from the shell: the signed-in areas and the forms with a token. */
const browserOnly = (path: string) => inSignedInArea(path) || TOKEN_FORMS.includes(path);

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/**
 * The document of a portal page: the shell (index.html) with the page's head, and for every page
 * outside the signed-in areas and the token forms its content rendered in place, with the route
 * data the browser's router starts from (portal/main.tsx).
 */
export async function pageDocument(app: App, url: URL, shell: string): Promise<PageDocument> {
  const rendered = browserOnly(languageOfPath(url.pathname).path) ? undefined : await renderPage(url, inProcessFetch());
  const head = await pageHead(app, url, rendered ? !rendered.notFound : inRouteTable(url));
  const document = shellWithHead(shell, head, app.config.siteUrl);
  if (!rendered) return { status: head.status, html: document };
  return {
    status: head.status,
    html: document.replace(
      '<div id="root"></div>',
      `<div id="root">${rendered.html}</div><script type="application/json" id="route-data">${scriptSafe(rendered.routeData)}</script>`,
    ),
  };
}
