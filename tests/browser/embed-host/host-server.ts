import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// The portal's snippet of an inline widget (snippet-html.ts: no texts, so it loads outside a bundler).
import { elementSnippet } from '#portal/features/agency/embed/snippet-html.ts';

/**
 * An agency's website for the embed tests: its own origin (another port), CSS that tries to
 * break everything, and a strict Content-Security-Policy that allows scripts and API calls
 * only from itself and our server, and no inline script or style at all.
 */
export interface HostSite {
  origin: string;
  close(): Promise<void>;
}

const asset = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

const page = (server: string, body: string, lang = 'en', css = 'hostile.css') => `<!doctype html>
<html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Horizon Education: study in Europe</title>
<link rel="stylesheet" href="/${css}">
<script src="/host.js"></script>
<script src="${server}/embed.js" async></script>
</head>
<body>
<h1>Horizon Education</h1>
<div class="host-banner" id="host-banner">The host's own div, hidden by its own CSS</div>
${body}
</body>
</html>`;

export async function startHostSite(server: string, slug: string, universityId: number): Promise<HostSite> {
  // The snippet page allows the one style attribute it has, the search's size hint, by its hash.
  const snippet = elementSnippet({ origin: server, widget: 'search', agency: slug, lang: 'en' });
  const arabicSnippet = elementSnippet({ origin: server, widget: 'search', agency: slug, lang: 'ar' });
  const hint = createHash('sha256')
    .update(snippet.match(/ style="([^"]+)"/)![1])
    .digest('base64');
  const csp = (path: string) =>
    [
      "default-src 'none'",
      `script-src 'self' ${server}`,
      path === '/snippet' || path === '/agency'
        ? `style-src 'self' 'unsafe-hashes' 'sha256-${hint}'`
        : "style-src 'self'",
      `connect-src ${server}`,
      `img-src 'self' ${server} data:`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
  const routes: Record<string, (query: URLSearchParams) => [string, string]> = {
    '/': (query) => {
      const lang = query.get('lang') === 'ar' ? 'ar' : 'en';
      const brand = query.get('brand') ? ` brand-color="${query.get('brand')!.replace(/[^#0-9a-f]/gi, '')}"` : '';
      const common = `agency="${slug}" lang="${lang}"${brand}`;
      return [
        'text/html',
        page(
          server,
          `<study-search ${common}></study-search>
<study-consultation ${common} university="${universityId}" type="consultation"></study-consultation>
<study-apply ${common} university="${universityId}"></study-apply>`,
          lang,
        ),
      ];
    },
    // A typical agency theme: fixed navbar, smooth scrolling, uppercase headings and buttons, a light brand colour.
    // With ?popup=1, also a link that opens the consultation in a popup and the floating button.
    '/theme': (query) => {
      const lang = query.get('lang') === 'ar' ? 'ar' : 'en';
      const common = `agency="${slug}" lang="${lang}"`;
      const popup =
        query.get('popup') === '1'
          ? ` <a class="btn" href="#contact" id="free-call" data-study-open="consultation" data-agency="${slug}" data-lang="${lang}" data-university="${universityId}">Free call</a>`
          : '';
      const floating = query.get('popup') === '1' ? `<study-floating ${common}></study-floating>` : '';
      return [
        'text/html',
        page(
          server,
          `<nav class="navbar"><a href="#search">Search</a> <a href="#about" id="to-about">About us</a> <a class="btn btn-primary" href="#contact">Contact</a>${popup}</nav>
<section id="search"><h2>Find your programme</h2><study-search ${common}></study-search></section>
<section id="about"><h2>About us</h2><p>Twenty years of helping students study in Europe.</p></section>
<section id="contact"><study-consultation ${common} university="${universityId}"></study-consultation>
<study-apply ${common} university="${universityId}"></study-apply></section>${floating}`,
          lang,
          'theme.css',
        ),
      ];
    },
    '/spa': () => [
      'text/html',
      page(
        server,
        '<button id="mount" type="button">Mount</button> <button id="unmount" type="button">Unmount</button><main id="app"></main><script src="/spa.js"></script>',
      ),
    ],
    // The portal's search snippet as it is, in a plain page that gives it at most 640px.
    '/snippet': () => [
      'text/html',
      `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Horizon Education</title>
<link rel="stylesheet" href="/plain.css">
<script src="/host.js"></script>
${snippet.replace('<study-search', '</head>\n<body>\n<main>\n<study-search')}
<section id="about"><h2>About us</h2></section>
</main>
</body>
</html>`,
    ],
    // An agency's site on Bootstrap's layout with the portal's search snippet in a full-width container
    // (1116px wide on a desktop) and a section after it: the snippet's size hint is for 514 to 755px.
    '/agency': (query) => {
      const lang = query.get('lang') === 'ar' ? 'ar' : 'en';
      const [head, element] = (lang === 'ar' ? arabicSnippet : snippet).split(/(?=<study-search)/);
      return [
        'text/html',
        `<!doctype html>
<html lang="${lang}"${lang === 'ar' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Horizon Education</title>
<link rel="stylesheet" href="/bootstrap.css">
<script src="/host.js"></script>
${head}
</head>
<body>
<nav class="navbar"><a href="#search">Search</a> <a href="#about">About us</a></nav>
<section id="search" class="container"><h2>Find your programme</h2>
${element}
</section>
<section id="about" class="container"><h2>About us</h2><p>Twenty years of helping students study in Europe.</p></section>
</body>
</html>`,
      ];
    },
    '/bootstrap.css': () => ['text/css', asset('bootstrap.css')],
    '/plain.css': () => ['text/css', asset('plain.css')],
    '/hostile.css': () => ['text/css', asset('hostile.css')],
    '/theme.css': () => ['text/css', asset('theme.css')],
    '/host.js': () => ['text/javascript', asset('host.js')],
    '/spa.js': () => ['text/javascript', asset('spa.js').replace('__AGENCY__', slug)],
  };
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const route = routes[url.pathname];
    if (!route) return response.writeHead(404).end();
    const [type, body] = route(url.searchParams);
    response
      .writeHead(200, {
        'content-type': `${type}; charset=utf-8`,
        'content-security-policy': csp(url.pathname),
        'cache-control': 'no-store',
      })
      .end(body);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // The browser may still hold a connection to the page it shows: close those too, or close() waits for them.
    close: () =>
      new Promise((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
