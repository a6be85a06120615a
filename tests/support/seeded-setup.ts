import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestDatabase, postgresAvailable } from './postgres.ts';
import { dropSeeded, type Seeded } from './seeded.ts';
import { startServer, type TestDialect } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seeded: Seeded | null;
  }
}

/**
 * An API project's global set-up: one server of the project's dialect migrates and seeds the demo
 * data, stops, and leaves its data to copy; each test file's server starts on a copy
 * (describeApi) — seconds saved per file over the suite's two hundred servers.
 */
export default async function setup(project: TestProject) {
  const dialect = project.config.env.TEST_DIALECT as TestDialect;
  if (dialect === 'postgres' && !(await postgresAvailable())) {
    project.provide('seeded', null);
    return;
  }
  const database = dialect === 'postgres' ? await createTestDatabase('study_seeded') : undefined;
  const server = await startServer({ dialect, databaseUrl: database?.url });
  server.signal('SIGTERM');
  await server.exited;
  const seeded: Seeded = { dataDir: mkdtempSync(join(tmpdir(), 'study-seeded-')), database: database?.name };
  cpSync(server.dataDir, seeded.dataDir, { recursive: true });
  await server.stop();
  project.provide('seeded', seeded);
  return async () => {
    await dropSeeded(seeded);
    rmSync(seeded.dataDir, { recursive: true, force: true });
  };
}
