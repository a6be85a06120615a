// The isolation benchmark (`npm run bench -- isolation`): does heavy work for one agency hold up
// everyone else? A visitor's catalogue search (100,000 synthetic universities, answered as users
// repeat it) is measured alone, then while one agency asks for 12 application PDFs at once and
// another downloads a CSV of its 100,000 students. The server is pinned to one core (its PDF
// threads too, at a lower priority), the visitors' load (autocannon, 10 connections, 200 requests
// a second) to the other. Goal: the visitor's worst wait at most 500 ms; every PDF delivered, or
// deferred with 429 and Retry-After and delivered when asked again then.
//
// Run `npm run build` first (OUTPUT_DIR picks the build). Environment: BENCH_UNIVERSITIES
// (100000), BENCH_SECONDS (20, each run), BENCH_DIALECTS (sqlite,postgres).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '#sdk/client';
import * as applications from '#sdk/resources/agency-applications';
import * as students from '#sdk/resources/agency-students';
import * as universities from '#sdk/resources/universities';
import { connect } from '#server/db/connect.ts';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import {
  benchSettings,
  dialectName,
  eachDialect,
  type LoadResult,
  load,
  prepareDatabase,
  startServer,
} from './bench-server.ts';

const { universities: UNIVERSITIES, seconds: SECONDS, dialects: DIALECTS } = benchSettings({ rounds: 1, seconds: 20 });
const SEARCH = '/api/universities?search=tech&country=Germany&limit=12';
const VISITORS = { connections: 10, rate: 200 };
const PDFS = 12;
const CSV_ROWS = 100_000;
const GOAL_MS = 500;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const seconds = (since: number) => (performance.now() - since) / 1000;

/** The server's resident memory now (MB), from /proc. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Students of the agency straight in the database, 1,000 a statement. */
async function addStudents(env: Record<string, string>, agencyId: number, count: number) {
  const { db } = connect({ databaseUrl: env.DATABASE_URL, sqliteFile: join(env.DATA_DIR, 'platform.sqlite') });
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 1000)
    await db
      .insertInto('students')
      .values(
        Array.from({ length: Math.min(1000, count - start) }, (_, k) => ({
          agency_id: agencyId,
          first_name: k % 2 ? 'Layla' : 'ليلى',
          last_name: `Haddad ${start + k}`,
          email: `student-${start + k}@bench.example.com`,
          phone: '+962 79 555 0101',
          nationality: 'Jordan',
          current_education_level: 'High School',
          gpa: 3.4,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  await db.destroy();
}

interface PdfOutcome {
  /** Answered with the PDF at the first ask. */
  first: boolean;
  /** Refusals before it came, each with its Retry-After (s). */
  deferrals: number[];
  /** Seconds from the first ask to the PDF. */
  seconds: number;
}

/** Asks for one PDF until it comes, waiting as each 429's Retry-After says; any other answer fails the run. */
async function pdfUntilDelivered(url: string, token: string): Promise<PdfOutcome> {
  const started = performance.now();
  const deferrals: number[] = [];
  for (;;) {
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (answer.ok && answer.headers.get('content-type') === 'application/pdf') {
      await answer.arrayBuffer();
      return { first: deferrals.length === 0, deferrals, seconds: seconds(started) };
    }
    const retryAfter = Number(answer.headers.get('retry-after'));
    if (answer.status !== 429 || !(retryAfter >= 1))
      throw new Error(`A PDF answered ${answer.status} (Retry-After ${answer.headers.get('retry-after')})`);
    await answer.arrayBuffer();
    deferrals.push(retryAfter);
    await sleep(retryAfter * 1000);
  }
}

/** Downloads the CSV as a stream, counting its lines and bytes. */
async function csvDownload(url: string, token: string) {
  const started = performance.now();
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`The CSV answered ${answer.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of answer.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  return { rows: lines - 1, megabytes: bytes / 1024 / 1024, seconds: seconds(started) };
}

const visitorRow = (label: string, run: LoadResult) =>
  `| ${label.padEnd(42)} | ${String(run.total).padStart(8)} | ${`${run.p50} ms`.padStart(6)} | ${`${run.p99} ms`.padStart(7)} | ${`${run.max} ms`.padStart(8)} |`;

async function benchDialect(dialect: string) {
  console.log(`\n== ${dialectName(dialect)}`);
  const database = await prepareDatabase(dialect, UNIVERSITIES);
  const server = await startServer(database.env);
  try {
    const api = { client: () => createClient({ baseUrl: server.origin, retry: false }) };
    const exporting = await newAgency(api, 'PROFESSIONAL');
    const picks = (await universities.list(api.client(), { limit: PDFS })).universities;
    const ids: number[] = [];
    for (const [i, university] of picks.entries()) {
      const { student } = await students.create(exporting.client, studentForm({ firstName: `Student ${i}` }));
      const { application } = await applications.create(exporting.client, {
        studentId: student.id,
        universityId: university.id,
        programName: `MSc Programme ${i}`,
        degreeLevel: "Master's Degree",
        personalStatement:
          'I want to study in Europe because the libraries of Leiden taught me how patient reading turns into research.',
        status: 'SUBMITTED',
      });
      ids.push(application.id);
    }
    const listing = await newAgency(api, 'ENTERPRISE');
    await addStudents(database.env, listing.agency.id, CSV_ROWS);
    console.log(`  ${PDFS} applications for one agency, ${CSV_ROWS} students for another`);

    const url = `${server.origin}${SEARCH}`;
    // In English, then in Arabic: PDFs of other content, so the second time they are rendered too.
    const askPdfs = (lang: 'en' | 'ar') =>
      Promise.all(
        ids.map((id) =>
          pdfUntilDelivered(`${server.origin}/api/applications/${id}/export.pdf?lang=${lang}`, exporting.client.token!),
        ),
      );
    const downloadCsv = () => csvDownload(`${server.origin}/api/students/export.csv`, listing.client.token!);

    /** The visitors' run, with `work` started a second into it; what the work gave and the server's memory meanwhile. */
    async function visitorsWhile<T>(work: () => Promise<T>) {
      let rssPeak = rssMb(server.pid);
      const sampling = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 100);
      const searching = load({ url, seconds: SECONDS, ...VISITORS });
      await sleep(1000);
      const done = await work();
      const run = await searching;
      clearInterval(sampling);
      if (run.failed > run.timeouts) throw new Error(`${run.failed} visitor requests failed`);
      return { run, done, rssPeak };
    }

    const alone = await visitorsWhile(async () => undefined);
    const withPdfs = await visitorsWhile(() => askPdfs('en'));
    const withCsv = await visitorsWhile(downloadCsv);
    const withBoth = await visitorsWhile(() => Promise.all([askPdfs('ar'), downloadCsv()]));

    console.log(
      `\n| ${dialectName(dialect)}: catalogue search ${SEARCH}, ${VISITORS.connections} connections at ${VISITORS.rate} req/s, ${SECONDS} s each`,
    );
    console.log('| visitors                                   | requests |    p50 |     p99 | worst    |');
    console.log('| ------------------------------------------ | -------: | -----: | ------: | -------: |');
    console.log(visitorRow('alone', alone.run));
    console.log(visitorRow(`while one agency asks for ${PDFS} PDFs`, withPdfs.run));
    console.log(visitorRow(`while another downloads a ${CSV_ROWS}-row CSV`, withCsv.run));
    console.log(visitorRow('while both', withBoth.run));

    for (const [label, pdfs] of [
      ['PDFs alone', withPdfs.done],
      ['PDFs beside the CSV', withBoth.done[0]],
    ] as const) {
      const deferred = pdfs.filter((pdf) => !pdf.first);
      const retryAfters = deferred.flatMap((pdf) => pdf.deferrals);
      console.log(
        `\n  ${label}: ${PDFS - deferred.length} delivered at the first ask, ${deferred.length} deferred with 429 and Retry-After ` +
          `(${retryAfters.length} refusals, Retry-After ${Math.min(...retryAfters)}–${Math.max(...retryAfters)} s); ` +
          `all ${pdfs.length} delivered within ${Math.max(...pdfs.map((pdf) => pdf.seconds)).toFixed(1)} s`,
      );
    }
    for (const [label, csv, rssPeak] of [
      ['CSV alone', withCsv.done, withCsv.rssPeak],
      ['CSV beside the PDFs', withBoth.done[1], withBoth.rssPeak],
    ] as const)
      console.log(
        `  ${label}: ${csv.rows} rows, ${csv.megabytes.toFixed(1)} MB streamed in ${csv.seconds.toFixed(1)} s; server memory at most ${rssPeak.toFixed(0)} MB (${alone.rssPeak.toFixed(0)} MB with visitors alone)`,
      );
    const worst = Math.max(withPdfs.run.max, withCsv.run.max, withBoth.run.max);
    console.log(
      `  Goal: the visitor's worst wait at most ${GOAL_MS} ms: ${worst <= GOAL_MS ? 'met' : 'MISSED'} (${worst} ms); ` +
        `every PDF delivered or deferred with Retry-After: met`,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}

await eachDialect(DIALECTS, benchDialect);
