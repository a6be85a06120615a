// The embed kit's weight and speed: gzipped sizes of what a host page downloads per widget, and the
// time from page start (navigation) to the first search results painted, on a host page served
// locally that carries the portal's snippet as it is (preconnect, async script, element).
// Run after a build: `npm run build && npm run bench:embed` (OUTPUT_DIR picks the build).
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { embedSnippet } from '#portal/features/agency/embed/embed-snippet.ts';
import { startServer } from '#tests/support/server.ts';
import { LOADER_BUDGET, SEARCH_BUDGET } from '#widgets/build/embed-budget.ts';
import { count, type FigureTable, printBesideRecorded } from './recorded-figures.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 9);
const RECORDED_SECTION = 'Embed kit';
const publicDir = resolve(process.env.OUTPUT_DIR || '.output', 'public');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const gz = (file: string) => gzipSync(readFileSync(join(publicDir, file)), { level: 9 }).length;

/** A chunk and the chunks it imports statically, as the browser fetches them. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(publicDir, file), 'utf8');
  for (const [, next] of code.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g))
    closure(join(file, '..', next), seen);
  return seen;
}

/** The recorded rows: what a host page downloads per widget (the loader, the widget and what it imports)… */
const WIDGETS: Record<string, string> = {
  search: 'loader + search widget',
  consultation: 'loader + consultation widget',
  apply: 'loader + apply widget',
  floating: 'loader + floating button',
};
/** …and what a chunk loaded later adds alone, with when it is loaded. */
const ADDED: Record<string, [label: string, when: string]> = {
  popup: ['+ popup dialog', '(on the first popup)'],
  'catalogue-ar': ['+ Arabic catalogue names', '(Arabic widgets only)'],
};

function sizesTable(): FigureTable {
  const chunks = new Map(
    readdirSync(join(publicDir, 'embed'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => [/^(.+)-[\w-]{8}\.js$/.exec(file)?.[1], `embed/${file}`]),
  );
  const loader = gz('embed.js');
  const budget = (bytes: number) => `${bytes / 1024} KB`;
  const rows = [['loader `embed.js`', kb(loader), budget(LOADER_BUDGET)]];
  for (const [name, label] of Object.entries(WIDGETS)) {
    const file = chunks.get(name);
    const bytes = file ? [...closure(file)].reduce((sum, f) => sum + gz(f), 0) : 0;
    if (file) rows.push([label, kb(loader + bytes), name === 'search' ? budget(SEARCH_BUDGET) : '—']);
  }
  for (const [name, [label, when]] of Object.entries(ADDED)) {
    const file = chunks.get(name);
    if (file) rows.push([label, kb(gz(file)), when]);
  }
  return { header: ['gzipped (-9)', 'size', 'budget (fails the build)'], rows };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timing = (label: string, xs: number[]) => [
  label,
  ...[median(xs), Math.min(...xs), Math.max(...xs)].map((x) => `${count(x)} ms`),
];

const hostPage = (server: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
<script src="/bench.js"></script>
${embedSnippet({ origin: server, widget: 'search', agency: 'horizon-education', lang: 'en' }).replace('<study-search', '</head><body><study-search')}
</body></html>`;

// The page's own script, before the snippet: the time from page start (performance.now() counts
// from the navigation) to the frame that paints the first results.
const benchScript = (server: string) => `
window.__bench = new Promise(function (done) {
  document.addEventListener('study:search', function () { requestAnimationFrame(function () { done(performance.now()); }); }, { once: true });
});
window.__api = function () {
  var t = performance.now();
  return fetch('${server}/api/universities?limit=12').then(function (r) { return r.json(); }).then(function () { return performance.now() - t; });
};
`;

async function main() {
  printBesideRecorded(RECORDED_SECTION, sizesTable());
  const server = await startServer({ dialect: 'sqlite' });
  const host = createServer((request, response) => {
    if (request.url === '/bench.js')
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(benchScript(server.url));
    response.writeHead(200, { 'content-type': 'text/html' }).end(hostPage(server.url));
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const cold: number[] = [];
    const warm: number[] = [];
    const api: number[] = [];
    const warmContext = await browser.newContext();
    const warmPage = await warmContext.newPage();
    await warmPage.goto(origin);
    await warmPage.evaluate(() => (window as unknown as { __bench: Promise<number> }).__bench);
    // Interleaved rounds: a fresh context (empty cache, new connections) and a reload with a warm cache.
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(origin);
      cold.push(await page.evaluate(() => (window as unknown as { __bench: Promise<number> }).__bench));
      api.push(await page.evaluate(() => (window as unknown as { __api: () => Promise<number> }).__api()));
      await context.close();
      await warmPage.reload();
      warm.push(await warmPage.evaluate(() => (window as unknown as { __bench: Promise<number> }).__bench));
    }
    printBesideRecorded(RECORDED_SECTION, {
      header: ['page start to first results painted', 'median', 'min', 'max'],
      rows: [
        timing('cold cache', cold),
        timing('warm cache', warm),
        timing('baseline: one catalogue request from the page', api),
      ],
    });
  } finally {
    await browser.close();
    host.close();
    await server.stop();
  }
}

await main();
