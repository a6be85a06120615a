// The analytics benchmark: GET /api/analytics/agency, /university and /admin for the last 30, 90
// and 365 days, asked one at a time: by the agency holding half of 100,000 applications
// (BENCH_APPLICATIONS), with about four timeline events each, a student per two applications and
// as many leads as applications over the last year; by the university one in ten of them go to; by
// an admin, over all of them. On SQLite and then PostgreSQL. Prints p50 and p99 per call. Goal on
// both: p99 at most 300 ms. Run `npm run build` first. Environment: BENCH_APPLICATIONS (100000),
// BENCH_CALLS (60 per range), BENCH_DIALECTS (sqlite,postgres).
import { type Kysely, sql } from 'kysely';
import { createClient } from '#sdk/client';
import * as adminAnalytics from '#sdk/resources/admin-analytics';
import * as analytics from '#sdk/resources/analytics';
import * as auth from '#sdk/resources/auth';
import * as universityAnalytics from '#sdk/resources/university-analytics';
import type { ApplicationStatus, LeadKind } from '#sdk/schemas/enums';
import { randomSource } from '#server/db/seed/synthetic.ts';
import type { Database } from '#server/db/tables/database.ts';
import { stampsOf } from '#server/services/applications/status-stamps.ts';
import { hashPassword } from '#server/services/auth/password.ts';
import { benchSettings, dialectName, eachDialect, prepareDatabase, startServer } from './bench-server.ts';
import { count, percentileLine, percentiles } from './recorded-figures.ts';

const { dialects: DIALECTS } = benchSettings({ rounds: 1, seconds: 1 });
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS || 100_000);
const CALLS = Number(process.env.BENCH_CALLS || 60);
const AGENCIES = 10;
const RANGES = [30, 90, 365];
const GOAL_P99 = 300;
/** Who asks: the agency holding half the applications, the university one in ten go to, an admin. */
const CALLERS = [
  { area: 'agency', email: 'bench-agency@example.com', ask: analytics.agency },
  { area: 'university', email: 'bench-university@example.com', ask: universityAnalytics.retrieve },
  { area: 'admin', email: 'bench-admin@example.com', ask: adminAnalytics.retrieve },
] as const;
const [AGENCY, UNIVERSITY, ADMIN] = CALLERS.map((caller) => caller.email);
const PASSWORD = 'bench-analytics-password';
const DAY = 86_400_000;
const BATCH = 1_000;
/** How far an application gets: each step's share of those that made the one before. */
const PATH: [ApplicationStatus, number][] = [
  ['SUBMITTED', 0.9],
  ['ADMIN_REVIEW', 0.8],
  ['ADMIN_APPROVED', 0.85],
  ['UNDER_REVIEW', 0.7],
  ['ACCEPTED', 0.6],
];
const KINDS: LeadKind[] = ['consultation', 'information', 'apply'];

async function insertAll<T extends keyof Database>(db: Kysely<Database>, table: T, rows: object[]) {
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
}

/** The agencies, their leads, students, applications and timelines over the last year; the first agency holds half. */
async function seedAgencies(db: Kysely<Database>) {
  const random = randomSource(32);
  const now = Date.now();
  const at = (ms: number) => new Date(ms).toISOString();
  const universityIds = (await db.selectFrom('universities').select('id').execute()).map((u) => u.id);
  const passwordHash = await hashPassword(PASSWORD);
  const account = (email: string, type: 'ADMIN' | 'UNIVERSITY') =>
    db
      .insertInto('users')
      .values({ email, password_hash: passwordHash, user_type: type, is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow();
  await account(ADMIN, 'ADMIN');
  const universityUser = await account(UNIVERSITY, 'UNIVERSITY');
  await db.updateTable('universities').set({ user_id: universityUser.id }).where('id', '=', universityIds[0]).execute();
  const agencyIds: number[] = [];
  for (let a = 0; a < AGENCIES; a++) {
    const stamp = at(now - 400 * DAY);
    const user = await db
      .insertInto('users')
      .values({
        email: a ? `other-${a}@example.com` : AGENCY,
        password_hash: passwordHash,
        user_type: 'AGENCY',
        is_active: true,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const agency = await db
      .insertInto('agencies')
      .values({
        user_id: user.id,
        name: `Agency ${a}`,
        country: 'Germany',
        subscription_tier: 'ENTERPRISE',
        subscription_active: true,
        agency_slug: `bench-agency-${a}`,
        allowed_origins: '[]',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    agencyIds.push(agency.id);
  }
  // A year of widget visits per agency: counts per day.
  await insertAll(
    db,
    'widget_visit_days',
    agencyIds.flatMap((agencyId) =>
      Array.from({ length: 365 }, (_, d) => ({
        agency_id: agencyId,
        day: at(now - d * DAY).slice(0, 10),
        visits: random.int(20, 400),
      })),
    ),
  );
  const agencyOf = (i: number) => (i % 2 === 0 ? agencyIds[0] : agencyIds[1 + ((i >> 1) % (AGENCIES - 1))]);
  const students = Array.from({ length: APPLICATIONS / 2 }, (_, s) => {
    const created = now - random.int(0, 364) * DAY - random.int(0, DAY);
    return {
      agency_id: agencyOf(s),
      first_name: 'Bench',
      last_name: `Student ${s}`,
      email: `student-${s}@example.com`,
      source: random.pick(['ADDED_BY_HAND', 'CSV_IMPORT', 'APPLY'] as const),
      created_at: at(created),
      updated_at: at(created),
    };
  });
  await insertAll(db, 'students', students);
  const studentIds = await db.selectFrom('students').select(['id', 'agency_id', 'created_at']).orderBy('id').execute();
  const leads = Array.from({ length: APPLICATIONS }, (_, i) => {
    const created = now - random.int(0, 364) * DAY - random.int(0, DAY);
    const contacted = random.chance(0.7) ? at(created + random.int(1, 72) * 3_600_000) : null;
    return {
      agency_id: agencyOf(i),
      kind: random.pick(KINDS),
      status: contacted ? 'CONTACTED' : 'NEW',
      name: `Lead ${i}`,
      email: `lead-${i}@example.com`,
      language: 'en',
      first_contact_at: contacted,
      created_at: at(created),
      updated_at: at(created),
    } as const;
  });
  await insertAll(db, 'leads', leads);
  for (let first = 0; first < APPLICATIONS; first += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, APPLICATIONS - first) }, (_, k) => {
      const i = first + k;
      const student = studentIds[i >> 1];
      let time = Date.parse(String(student.created_at)) + random.int(0, 20) * DAY;
      const events: { to: ApplicationStatus; at: string }[] = [{ to: 'DRAFT', at: at(time) }];
      for (const [status, share] of PATH) {
        if (!random.chance(share)) break;
        time += random.int(1, 15) * DAY;
        if (time > now) break;
        events.push({ to: status, at: at(time) });
      }
      const last = events.at(-1)!;
      return {
        student,
        events,
        row: {
          student_id: student.id,
          university_id: random.chance(0.1) ? universityIds[0] : random.pick(universityIds),
          agency_id: student.agency_id,
          program_name: `Programme ${i % 200}`,
          degree_level: "Master's Degree",
          status: last.to,
          created_at: events[0].at,
          updated_at: last.at,
          // As the status machine stamps them.
          ...Object.fromEntries(events.flatMap((e) => stampsOf(e.to).map((stamp) => [stamp, e.at]))),
        },
      };
    });
    const ids = await db
      .insertInto('applications')
      .values(batch.map((b) => b.row))
      .returning('id')
      .execute();
    await insertAll(
      db,
      'application_events',
      batch.flatMap((b, k) =>
        b.events.map((e, n) => ({
          application_id: ids[k].id,
          from_status: n ? b.events[n - 1].to : null,
          to_status: e.to,
          created_at: e.at,
        })),
      ),
    );
  }
}

const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

type Row = { area: string; days: number } & ReturnType<typeof percentiles>;

async function benchDialect(dialect: string) {
  console.log(
    `\n== ${dialectName(dialect)}: GET /api/analytics/{agency,university,admin}, ${count(APPLICATIONS)} applications, ${CALLS} calls per range one at a time`,
  );
  const database = await prepareDatabase(dialect, 1_000, async (db) => {
    await seedAgencies(db);
    if (dialect === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
  });
  const server = await startServer(database.env);
  const rows: Row[] = [];
  try {
    for (const { area, email, ask } of CALLERS) {
      const client = createClient({ baseUrl: server.origin });
      await auth.login(client, { email, password: PASSWORD });
      for (const days of RANGES) {
        const range = { from: isoDay(-(days - 1)), to: isoDay(0) };
        await ask(client, range);
        const timings: number[] = [];
        for (let call = 0; call < CALLS; call++) {
          const t0 = performance.now();
          await ask(client, range);
          timings.push(performance.now() - t0);
        }
        const row = { area, days, ...percentiles(timings) };
        rows.push(row);
        console.log(`  ${area.padEnd(10)} last ${String(days).padStart(3)} days: ${percentileLine(row)}`);
      }
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  return { dialect, rows };
}

const summaries = await eachDialect(DIALECTS, benchDialect);
console.log(
  `\nAnalytics at ${count(APPLICATIONS)} applications (the agency asked holds half, the university a tenth, the admins all)`,
);
console.log('| database | area | range | p50 | p99 |\n|---|---|---|---|---|');
for (const { dialect, rows } of summaries)
  for (const row of rows)
    console.log(
      `| ${dialectName(dialect)} | ${row.area} | last ${row.days} days | ${row.p50.toFixed(0)} ms | ${row.p99.toFixed(0)} ms |`,
    );
for (const { dialect, rows } of summaries)
  for (const days of RANGES) {
    const worst = Math.max(...rows.filter((row) => row.days === days).map((row) => row.p99));
    console.log(
      `Goal on ${dialectName(dialect)}, last ${days} days (p99 <= ${GOAL_P99} ms): ${worst <= GOAL_P99 ? 'met' : 'MISSED'}`,
    );
  }
