import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import * as auth from '#sdk/resources/auth';
import * as applications from '#sdk/resources/student-applications';
import * as documents from '#sdk/resources/student-documents';
import { uniqueEmail } from '#tests/support/api-error.ts';
import { pdfBytes } from '#tests/support/files.ts';
import { createTestDatabase } from '#tests/support/postgres.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';
import { COMPLETE_PROFILE } from '#tests/support/students.ts';
import * as profile from '#sdk/resources/student-profile';
import { describeApi } from '#tests/support/suite.ts';

const run = promisify(execFile);

/** Runs `npm run backup` / `npm run restore`'s script against the platform `env` names. */
const script = (name: 'backup' | 'restore', folder: string, env: Record<string, string | undefined>) =>
  run(process.execPath, [`server/db/backup/${name}-cli.ts`, folder], {
    env: { ...process.env, DATABASE_URL: undefined, ...env },
  });

describeApi('backup and restore (npm run backup, npm run restore)', (server) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('round-trips the database and the files of a running server into an empty place', async () => {
    const email = uniqueEmail('backed-up');
    const client = server().client();
    await auth.register(client, { email, password: 'backup-password', userType: 'STUDENT' });
    await profile.setup(client, COMPLETE_PROFILE);
    const { application } = await applications.create(client, {
      universityId: 1,
      programName: 'Backed-up Programme',
      degreeLevel: "Master's",
    });
    const bytes = pdfBytes('Backed-up transcript');
    const form = documents.uploadForm(
      [{ blob: new Blob([new Uint8Array(bytes)]), name: 'transcript.pdf' }],
      'TRANSCRIPT',
    );
    const [document] = (await documents.upload(client, form)).documents;

    const folder = mkdtempSync(join(tmpdir(), 'study-backup-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    // Online: the server keeps running while it is copied.
    await script('backup', folder, { DATA_DIR: server().dataDir, DATABASE_URL: server().databaseUrl });

    const dataDir = mkdtempSync(join(tmpdir(), 'study-restored-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = server().dialect === 'postgres' ? await createTestDatabase('study_restored') : undefined;
    if (database) cleanups.push(database.drop);
    await script('restore', folder, { DATA_DIR: dataDir, DATABASE_URL: database?.url });

    const restored: TestServer = await startServer({
      dialect: server().dialect,
      databaseUrl: database?.url,
      env: { DATA_DIR: dataDir },
    });
    cleanups.push(() => restored.stop());
    const signedIn = restored.client();
    await auth.login(signedIn, { email, password: 'backup-password' });
    expect((await applications.retrieve(signedIn, application.id)).application.programName).toBe('Backed-up Programme');
    const download = await documents.download(signedIn, document.id);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    // The demo student's seeded files came along too.
    const demo = await auth.login(restored.client(), {
      email: 'student@demo.studyeurope.app',
      password: 'StudentDemo1',
    });
    const demoDocuments = (await documents.list(restored.client(demo.token))).documents;
    expect(demoDocuments.length).toBeGreaterThan(0);
    expect((await documents.download(restored.client(demo.token), demoDocuments[0].id)).ok).toBe(true);
  });
});
