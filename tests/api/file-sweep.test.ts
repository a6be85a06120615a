import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable } from '#tests/support/postgres.ts';
import { startS3 } from '#tests/support/s3.ts';
import { startServer, type TestDialect } from '#tests/support/server.ts';

const dialect = (process.env.TEST_DIALECT as TestDialect) || 'sqlite';
const canRun = dialect === 'sqlite' || (await postgresAvailable());
const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** What crashes leave behind: files without rows and cut-short writes, on both stores. */
describe.runIf(canRun)(`file sweep [${dialect}]`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const sharedDatabase = async () => {
    if (dialect !== 'postgres') return undefined;
    const database = await createTestDatabase('study_sweep');
    cleanups.push(database.drop);
    return database.url;
  };

  it('removes old files no row points to and old partial writes from the local store, and keeps the rest', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'study-sweep-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const databaseUrl = await sharedDatabase();
    const env = { DATA_DIR: dataDir };
    // The first start seeds the demo documents; their files are referenced.
    await (await startServer({ dialect, env, databaseUrl })).stop();
    const documentsDir = join(dataDir, 'uploads', 'documents');
    const seeded = readdirSync(documentsDir);
    expect(seeded.length).toBeGreaterThan(0);
    const plant = (name: string, age: Date) => {
      mkdirSync(documentsDir, { recursive: true });
      writeFileSync(join(documentsDir, name), 'leftover');
      utimesSync(join(documentsDir, name), age, age);
    };
    const orphanOld = `${randomUUID()}.pdf`;
    const orphanNew = `${randomUUID()}.pdf`;
    const partialOld = `${randomUUID()}.pdf.a1b2c3.partial`;
    const partialNew = `${randomUUID()}.pdf.d4e5f6.partial`;
    plant(orphanOld, HOURS_AGO(2));
    plant(orphanNew, new Date());
    plant(partialOld, HOURS_AGO(2));
    plant(partialNew, new Date());
    for (const name of seeded) utimesSync(join(documentsDir, name), HOURS_AGO(5), HOURS_AGO(5));

    const server = await startServer({ dialect, env, databaseUrl });
    cleanups.push(() => server.stop());
    await expect
      .poll(() => readdirSync(documentsDir).sort(), { timeout: 20_000 })
      .toEqual([...seeded, orphanNew, partialNew].sort());
  });

  it('removes objects no row points to from S3 and old spooled uploads, and keeps the referenced ones', async () => {
    const s3 = await startS3('study-sweep');
    cleanups.push(() => s3.stop());
    const dataDir = mkdtempSync(join(tmpdir(), 'study-sweep-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const databaseUrl = await sharedDatabase();
    const first = await startServer({ dialect, databaseUrl, env: { ...s3.env, DATA_DIR: dataDir } });
    await first.stop();
    const seeded = await s3.keys('documents/');
    expect(seeded.length).toBeGreaterThan(0);
    const orphan = `documents/${randomUUID()}.pdf`;
    await s3.put(orphan, Buffer.from('leftover'));
    expect(await s3.keys('documents/')).toContain(orphan);
    // Uploads wait whole in the spool folder before they are sent; a crash leaves them there.
    const spoolDir = join(dataDir, 'spool');
    const spoolOld = `${randomUUID()}.spool`;
    const spoolNew = `${randomUUID()}.spool`;
    mkdirSync(spoolDir, { recursive: true });
    for (const [name, age] of [
      [spoolOld, HOURS_AGO(2)],
      [spoolNew, new Date(Date.now() + 3_600_000)],
    ] as const) {
      writeFileSync(join(spoolDir, name), 'leftover');
      utimesSync(join(spoolDir, name), age, age);
    }
    // A grace of 0: every object already in the bucket is older than the sweep at start.
    const server = await startServer({
      dialect,
      databaseUrl,
      env: { ...s3.env, DATA_DIR: dataDir, FILE_SWEEP_GRACE_SECONDS: '0' },
    });
    cleanups.push(() => server.stop());
    await expect.poll(() => s3.keys('documents/'), { timeout: 20_000 }).toEqual(seeded);
    expect(readdirSync(spoolDir)).toEqual([spoolNew]);
  });
});
