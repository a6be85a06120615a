import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withOptions } from '#sdk/call-options';
import * as agencyStudents from '#sdk/resources/agency-students';
import * as auth from '#sdk/resources/auth';
import * as programs from '#sdk/resources/programs';
import * as documents from '#sdk/resources/student-documents';
import * as universities from '#sdk/resources/universities';
import { newAgency, studentForm } from '#tests/support/agencies.ts';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { pdfBytes } from '#tests/support/files.ts';
import { createTestDatabase, postgresAvailable } from '#tests/support/postgres.ts';
import { REDIS_URL, redisAvailable } from '#tests/support/redis.ts';
import { startS3 } from '#tests/support/s3.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';
import { newStudent } from '#tests/support/students.ts';

const onPostgres =
  process.env.TEST_DIALECT === 'postgres' &&
  (await postgresAvailable()) &&
  (await redisAvailable('the scale-out proof is'));

/**
 * The scale-out design (ARCHITECTURE.md, Decisions: Scale): two instances on one PostgreSQL database, one Redis and one
 * S3-protocol store, as behind a load balancer. Runs in the api-postgres project only.
 */
describe.runIf(onPostgres)('scale-out: two instances, one PostgreSQL, Redis and S3', () => {
  const servers: TestServer[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const [a, b] = [() => servers[0], () => servers[1]];
  let databaseUrl = '';

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('starts both on an empty database at the same moment: migrated, admin and demo data made once', async () => {
    const database = await createTestDatabase('study_scale');
    cleanups.push(database.drop);
    databaseUrl = database.url;
    const s3 = await startS3('study-scale');
    cleanups.push(s3.stop);
    const env = {
      ...s3.env,
      REDIS_URL,
      ADMIN_EMAIL: 'admin@scale.test',
      ADMIN_PASSWORD: 'admin-password',
      DEMO_DATA: '1',
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      LOGIN_LIMIT_PER_ADDRESS: '1000000',
    };
    servers.push(
      ...(await Promise.all([
        startServer({ dialect: 'postgres', databaseUrl: database.url, env }),
        startServer({ dialect: 'postgres', databaseUrl: database.url, env }),
      ])),
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const count = async (query: string) => Number((await client.query(query)).rows[0].n);
      expect(await count('select count(*) as n from kysely_migration')).toBe(
        await count('select count(distinct name) as n from kysely_migration'),
      );
      expect(await count("select count(*) as n from users where email = 'admin@scale.test'")).toBe(1);
      expect(await count("select count(*) as n from users where email = 'student@demo.studyeurope.app'")).toBe(1);
      expect(await count('select count(*) as n from agencies')).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });

  it('keeps a session made on one instance valid on the other, and its sign-out too', async () => {
    const { client } = await newStudent(a());
    const onB = b().client(client.token!);
    expect((await auth.me(onB)).user.userType).toBe('STUDENT');
    await auth.logout(client);
    await expect(auth.me(onB)).rejects.toMatchObject({ status: 401 });
  });

  it('counts failed sign-ins once across both, also for a burst split between them', async () => {
    const email = uniqueEmail('scale-limit');
    await auth.register(a().client(), { email, password: 'right-password', userType: 'STUDENT' });
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        auth.login((i % 2 ? a() : b()).client(), { email, password: 'wrong-password' }).then(
          () => 200,
          (error) => error.status as number,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    await expect(auth.login(b().client(), { email, password: 'right-password' })).rejects.toMatchObject({
      status: 429,
    });
  });

  it('makes a POST with an Idempotency-Key once across both: the other instance answers the first answer, or 409 for another body', async () => {
    const agency = await newAgency(a());
    const payload = studentForm({ firstName: 'Scaled' });
    const key = { idempotencyKey: `scale-${Date.now()}` };
    const first = await agencyStudents.create(withOptions(agency.client, key), payload);
    const onB = withOptions(b().client(agency.client.token!), key);
    expect(await agencyStudents.create(onB, payload)).toEqual(first);
    await expect(agencyStudents.create(onB, studentForm({ firstName: 'Other' }))).rejects.toMatchObject({
      status: 409,
      reason: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect((await agencyStudents.list(agency.client)).students.map((s) => s.id)).toEqual([first.student.id]);
  });

  it('downloads from one instance what was uploaded through the other', async () => {
    const { client } = await newStudent(a());
    const bytes = pdfBytes('Scale-out upload');
    const form = documents.uploadForm(
      [{ blob: new Blob([new Uint8Array(bytes)]), name: 'transcript.pdf' }],
      'TRANSCRIPT',
    );
    const [document] = (await documents.upload(client, form)).documents;
    const download = await documents.download(b().client(client.token!), document.id);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('shows a catalogue change at once on the instance that made it, and on the other as soon as it is announced', async () => {
    const admin = await auth.login(a().client(), { email: 'admin@scale.test', password: 'admin-password' });
    const id = (await universities.list(b().client(), { limit: 1 })).universities[0].id;
    const programmesOn = async (server: TestServer) =>
      (await universities.retrieve(server.client(), id)).university.academicPrograms.map((p) => p.name);
    const before = await programmesOn(a());
    expect(await programmesOn(b())).toEqual(before); // both now hold the answer in memory
    const name = `Scale-out Programme ${Date.now()}`;
    await programs.create(a().client(admin.token), id, { name, level: "Master's Degree" });
    expect(await programmesOn(a())).toContain(name);
    // The other instance learns of the change from PostgreSQL's announcement (LISTEN/NOTIFY).
    await expect.poll(() => programmesOn(b()), { timeout: 2000, interval: 20 }).toContain(name);
  });

  it('hears of a change made in the database by no instance (a console, a restore) on both', async () => {
    const id = (await universities.list(a().client(), { limit: 1 })).universities[0].id;
    const nameOn = async (server: TestServer) => (await universities.retrieve(server.client(), id)).university.name;
    await Promise.all([nameOn(a()), nameOn(b())]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const renamed = `Renamed in the console ${Date.now()}`;
    try {
      await client.query('UPDATE universities SET name = $1 WHERE id = $2', [renamed, id]);
    } finally {
      await client.end();
    }
    await expect.poll(() => nameOn(a()), { timeout: 2000, interval: 20 }).toBe(renamed);
    await expect.poll(() => nameOn(b()), { timeout: 2000, interval: 20 }).toBe(renamed);
  });
});
