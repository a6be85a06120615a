// Lighthouse (mobile preset) on every public page in English and Arabic, against the built
// server with the demo data, in the system Chromium; prints the table with the goals beside
// the figures, each page's run of median performance out of LH_RUNS (3). It reports; it does not
// fail on a miss. One Chrome, one page after the other: the runs are CPU-heavy and the machine is shared.
// Run after a build: `npm run build && npm run bench -- lighthouse` (OUTPUT_DIR picks the build).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import { countrySlug } from '#portal/content/countries/summaries.ts';
import { paths } from '#portal/paths.ts';
import * as universities from '#sdk/resources/universities';
import { median, requireBuiltServer } from '#tests/bench/bench-server.ts';
import { startServer } from '#tests/support/server.ts';
import { type AuditFailure, auditPage, type PageFigures } from './lighthouse-audit.ts';
import { pathIn } from '#sdk/language-path';
import { failed, type PageResult, report } from './lighthouse-table.ts';

const CHROMIUM = '/usr/bin/chromium';
/** Runs per page (LH_RUNS): a single run's performance score swings by about 5 points. */
const RUNS = Number(process.env.LH_RUNS || 3);

/** The run of median performance (Lighthouse's own advice for variance); a failure only if every run failed. */
function medianRun(runs: (PageFigures | AuditFailure)[]): PageFigures | AuditFailure {
  const good = runs.filter((r): r is PageFigures => !failed(r)).sort((a, b) => a.performance - b.performance);
  return good.length ? good[(good.length - 1) >> 1] : runs[0];
}

/** The Arabic twin of an English page: the one place that knows how a URL carries the language. */
const arabic = (path: string) => pathIn('ar', path);

async function main() {
  requireBuiltServer();
  const server = await startServer({ dialect: 'sqlite' });
  // The catalogue's first university and its country, from the demo data.
  const [university] = (await universities.list(server.client(), { limit: 1 })).universities;
  const english = [
    paths.home,
    paths.universities(),
    paths.universityDetail(university.id),
    paths.countries,
    paths.country(countrySlug(university.country)),
    paths.resources,
    paths.contact,
    paths.consultation(university.id),
    paths.login(),
  ];
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results: PageResult[] = [];
  try {
    for (const page of english.flatMap((path) => [path, arabic(path)])) {
      const runs: (PageFigures | AuditFailure)[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await auditPage(`${server.url}${page}`, chrome.port));
      const figures = medianRun(runs);
      results.push({ page, figures });
      const scores = runs.map((r) => (failed(r) ? r.code : r.performance)).join(', ');
      console.log(`  ${page}: performance ${scores}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  const speeds = results.flatMap(({ figures }) => (failed(figures) ? [] : [figures.benchmarkIndex]));
  const version = (command: string, args: string[]) =>
    execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const lighthouse = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  console.log(
    `\nLighthouse ${lighthouse}, mobile preset (simulated slow 4G, 4× CPU slowdown); ${version(CHROMIUM, ['--version'])}; demo data on SQLite.`,
  );
  console.log(
    `Machine: ${version('nproc', [])} cores, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}; Lighthouse's benchmark index ${speeds.length ? Math.round(median(speeds)) : '–'} (median of the runs).\n`,
  );
  console.log(`${report(results)}\n`);
}

await main();
