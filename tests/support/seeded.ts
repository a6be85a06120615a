import { cpSync } from 'node:fs';
import pg from 'pg';
import { ADMIN_URL, createTestDatabase } from './postgres.ts';

/**
 * A server's data once it has migrated and seeded the demo data: its data folder and, on
 * PostgreSQL, its database. Each API test file's server starts on a copy of it instead of
 * migrating and seeding again (tests/support/seeded-setup.ts makes it once per project).
 */
export interface Seeded {
  dataDir: string;
  /** The PostgreSQL database to copy (CREATE DATABASE … TEMPLATE), if the dialect is PostgreSQL. */
  database?: string;
}

/** Environment a test may set that changes what is seeded: such a server seeds for itself. */
const SEEDING_KEYS = ['DEMO_DATA', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'S3_BUCKET', 'DATABASE_URL'];

export const seedsAlike = (env: Record<string, string> = {}) => !SEEDING_KEYS.some((key) => key in env);

/** Copies the seeded data folder into `dataDir` (empty), and the seeded database into a new one. */
export async function copySeeded(seeded: Seeded, dataDir: string) {
  cpSync(seeded.dataDir, dataDir, { recursive: true });
  if (!seeded.database) return undefined;
  return createTestDatabase('study_test', seeded.database);
}

/** Drops the seeded database (its copies are dropped by their servers). */
export async function dropSeeded(seeded: Seeded) {
  if (!seeded.database) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${seeded.database} WITH (FORCE)`);
  await admin.end();
}
