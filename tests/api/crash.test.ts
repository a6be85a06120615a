import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Client } from '#sdk/client';
import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import { connect } from '#server/db/connect.ts';
import { pdfBytes } from '#tests/support/files.ts';
import { createTestDatabase, postgresAvailable } from '#tests/support/postgres.ts';
import { startS3 } from '#tests/support/s3.ts';
import { startServer, type TestDialect, type TestServer } from '#tests/support/server.ts';
import { newStudent } from '#tests/support/students.ts';

const dialect = (process.env.TEST_DIALECT as TestDialect) || 'sqlite';
const canRun = dialect === 'sqlite' || (await postgresAvailable());
const CLIENTS = 8;
const CRASHES = 2;

/**
 * Crash proof: the server is killed with SIGKILL while clients create applications
 * and upload documents, on SQLite with the local store and on PostgreSQL with S3. After each
 * restart every acknowledged write is there, the database checks clean, and once the sweep has
 * run no stored file lacks its row, no row its file, and no partial write remains.
 */
describe.runIf(canRun)(`crash proof [${dialect}]`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every acknowledged write through ${CRASHES} kill -9 under load, and leaves no stray file`, {
    timeout: 240_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'study-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = dialect === 'postgres' ? await createTestDatabase('study_crash') : undefined;
    if (database) cleanups.push(database.drop);
    const s3 = dialect === 'postgres' ? await startS3('study-crash') : undefined;
    if (s3) cleanups.push(s3.stop);
    const env = { DATA_DIR: dataDir, ...s3?.env };
    const start = (extra: Record<string, string> = {}) =>
      startServer({ dialect, databaseUrl: database?.url, env: { ...env, ...extra } });

    let server: TestServer = await start();
    const students = await Promise.all(Array.from({ length: CLIENTS }, () => newStudent(server)));
    const tokens = students.map((s) => s.client.token!);
    const acknowledged = { applications: new Map<number, number>(), documents: new Map<number, number>() };

    // Each application names a programme of its own across restarts: a student has one open application per programme.
    let programmes = 0;
    /** One client writing until its server goes away: an application, then a document, again and again. */
    const write = async (client: Client, who: number) => {
      for (let round = 0; ; round++) {
        try {
          const { application } = await applications.create(client, {
            universityId: 1,
            programName: `Crash ${programmes++}`,
            degreeLevel: "Master's",
          });
          acknowledged.applications.set(application.id, who);
          const bytes = pdfBytes(`Crash ${who} ${round} ${'x'.repeat(200_000)}`);
          const form = documents.uploadForm([{ blob: new Blob([new Uint8Array(bytes)]), name: 'c.pdf' }], 'OTHER');
          for (const document of (await documents.upload(client, form)).documents)
            acknowledged.documents.set(document.id, who);
        } catch {
          return;
        }
      }
    };

    for (let crash = 0; crash < CRASHES; crash++) {
      const running = tokens.map((token, who) => write(server.client(token), who));
      // Let the writes get going, then kill the server mid-flight.
      const before = acknowledged.documents.size;
      await expect
        .poll(() => acknowledged.documents.size, { timeout: 30_000, interval: 50 })
        .toBeGreaterThan(before + 5);
      process.kill(server.pid, 'SIGKILL');
      await Promise.all(running);
      await server.stop();
      // A sweep with no grace at start: nothing is in flight while the server starts.
      server = await start({ FILE_SWEEP_GRACE_SECONDS: '0' });
    }

    for (const [id, who] of acknowledged.applications)
      expect((await applications.retrieve(server.client(tokens[who]), id)).application.id).toBe(id);
    for (const [id, who] of acknowledged.documents)
      expect((await documents.download(server.client(tokens[who]), id)).ok).toBe(true);

    const { db } = connect({ databaseUrl: database?.url, sqliteFile: join(dataDir, 'platform.sqlite') });
    try {
      if (dialect === 'sqlite') {
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        expect(rows.map((r) => r.integrity_check)).toEqual(['ok']);
        expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      } else {
        const orphans = await db
          .selectFrom('documents')
          .leftJoin('students', 'students.id', 'documents.student_id')
          .select('documents.id')
          .where('students.id', 'is', null)
          .execute();
        expect(orphans).toEqual([]);
      }
      const rows = (await db.selectFrom('documents').select('storage_key').execute()).map((r) => r.storage_key).sort();
      const stored = async () =>
        s3
          ? await s3.keys('documents/')
          : readdirSync(join(dataDir, 'uploads', 'documents'))
              .map((name) => `documents/${name}`)
              .sort();
      // The sweep at start runs beside the first requests: wait for it to finish.
      await expect.poll(stored, { timeout: 30_000 }).toEqual(rows);
      expect((await stored()).filter((key) => key.endsWith('.partial'))).toEqual([]);
    } finally {
      await db.destroy();
      await server.stop();
    }
  });
});
