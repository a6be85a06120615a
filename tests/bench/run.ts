// `npm run bench`: every benchmark, one after the other, each in its own process. Run
// `npm run build` first (OUTPUT_DIR picks the build). `npm run bench -- catalogue embed` runs
// only the ones named. A new benchmark is a file in tests/bench/ added to this list.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const BENCHES: Record<string, { file: string; args?: string[]; about: string }> = {
  catalogue: {
    file: 'catalogue.ts',
    about: 'catalogue search at 100,000 universities against a bare handler, SQLite and PostgreSQL',
  },
  'search-mix': {
    file: 'search-mix.ts',
    about:
      '2,000 distinct catalogue searches at 100,000 universities (BENCH_UNIVERSITIES) against a bare handler, SQLite and PostgreSQL',
  },
  programs: {
    file: 'programs.ts',
    about:
      '1,000 distinct programme searches and filters at 1,000,000 programmes (BENCH_PROGRAMS), SQLite and PostgreSQL',
  },
  matches: {
    file: 'matches.ts',
    about:
      "one student's matches over 1,000,000 programmes (BENCH_PROGRAMS) from the requirements index, eight profiles, SQLite and PostgreSQL",
  },
  uploads: { file: 'upload-memory.ts', about: 'server memory while 20 clients upload 10 MB documents at once' },
  'uploads-s3': {
    file: 'upload-memory.ts',
    args: ['--s3'],
    about: 'the same uploads to the S3 store (a local S3-protocol server)',
  },
  ssr: {
    file: 'ssr.ts',
    about: 'a server-rendered university page beside the catalogue search, cached and not, SQLite and PostgreSQL',
  },
  soak: {
    file: 'soak.ts',
    about: '10 minutes of mixed traffic against one server: requests, errors, p99 per route, memory over time',
  },
  isolation: {
    file: 'isolation.ts',
    about:
      'the catalogue search alone and while one agency asks for 12 PDFs and another for a 100,000-row CSV, SQLite and PostgreSQL',
  },
  analytics: {
    file: 'analytics.ts',
    about:
      'the analytics of an agency, a university and the admins for the last 30, 90 and 365 days at 100,000 applications, SQLite and PostgreSQL',
  },
  embed: { file: 'embed.ts', about: 'embed kit sizes and script-tag-to-first-results time in Chromium' },
  lighthouse: {
    file: 'lighthouse.ts',
    about: 'Lighthouse (mobile preset) on every public page in English and Arabic, demo data',
  },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

const failed: string[] = [];
for (const [name, bench] of Object.entries(BENCHES)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n#### ${name}: ${bench.about}\n`);
  const { status } = spawnSync(process.execPath, [resolve('tests/bench', bench.file), ...(bench.args ?? [])], {
    stdio: 'inherit',
  });
  if (status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
