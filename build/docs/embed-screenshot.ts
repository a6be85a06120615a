// The README's picture of the widgets: the portal's snippets for the search and the consultation on a
// plain agency page, served from 127.0.0.1:4000 (an origin the demo agency allows), photographed
// by the system Chromium. Run after a build: `npm run build && npm run docs:screenshot`.
import { statSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { embedSnippet } from '#portal/features/agency/embed/embed-snippet.ts';
import { startServer } from '#tests/support/server.ts';

const OUT = 'docs/embed-widgets.png';
const agency = 'horizon-education';

const page = (server: string) => {
  // Each snippet is lines: the preconnect (and the search's preload), the script, then the element.
  const search = embedSnippet({ origin: server, widget: 'search', agency, lang: 'en', country: 'Germany' }).split('\n');
  const consultation = embedSnippet({ origin: server, widget: 'consultation', agency, lang: 'ar', university: '1' });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Horizon Education</title>
<style>
body { margin: 0; padding: 24px; background: #f1f5f9; font: 16px system-ui, sans-serif; }
main { display: grid; grid-template-columns: 640px 420px; gap: 24px; align-items: start; }
study-search, study-consultation { box-shadow: 0 2px 12px rgb(0 0 0 / 0.12); }
</style>
${search.slice(0, -1).join('\n')}
</head><body><main>${search.at(-1)}${consultation.split('\n').at(-1)}</main></body></html>`;
};

const server = await startServer({ dialect: 'sqlite' });
const host = createServer((_, response) =>
  response.writeHead(200, { 'content-type': 'text/html' }).end(page(server.url)),
);
await new Promise<void>((resolve) => host.listen(4000, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const tab = await browser.newPage({ viewport: { width: 1132, height: 760 } });
  await tab.goto('http://127.0.0.1:4000/');
  await tab.locator('study-search .se-card:not(.se-placeholder)').first().waitFor();
  await tab.locator('study-consultation input').first().waitFor();
  await tab.screenshot({ path: OUT });
  console.log(`${OUT}: ${(statSync(OUT).size / 1024).toFixed(0)} KB`);
} finally {
  await browser.close();
  host.close();
  await server.stop();
}
