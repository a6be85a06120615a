import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/support/database.ts';
import { postgresAvailable } from '#tests/support/postgres.ts';
import { FOLDING_VERSION } from './catalogue-words.ts';
import { migrateToLatest, RENAMED_MIGRATIONS } from './migrate.ts';
import { seedSyntheticUniversities } from './seed/synthetic.ts';
import type { Database } from './tables/database.ts';

const withPostgres = await postgresAvailable();

const recordMigration = (db: Kysely<Database>, name: string) =>
  sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date().toISOString()})`.execute(db);

const recordedNames = async (db: Kysely<Database>) =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db)).rows.map((r) => r.name);

async function migratesOlderDatabases(db: Kysely<Database>) {
  await seedSyntheticUniversities(db, 30, { seed: 5 });
  const words = async () =>
    (await db.selectFrom('universities').select(['id', 'search_words']).orderBy('id').execute()).map(
      (row) => row.search_words,
    );
  const current = await words();
  const names = await recordedNames(db);
  expect(current.every((w) => w.trim().length > 0)).toBe(true);

  // A database as an older release left it: migrations under their former names, words made by
  // other rules (here: none at all) and no folding version known.
  for (const [before, after] of Object.entries(RENAMED_MIGRATIONS))
    await sql`UPDATE kysely_migration SET name = ${before} WHERE name = ${after}`.execute(db);
  await db.updateTable('universities').set({ search_words: '' }).execute();
  await db.updateTable('catalogue_folding').set({ version: 0 }).execute();

  await migrateToLatest(db);
  expect(await recordedNames(db)).toEqual(names);
  expect(await words()).toEqual(current);
  const { version } = await db.selectFrom('catalogue_folding').select('version').executeTakeFirstOrThrow();
  expect(version).toBe(FOLDING_VERSION);

  // A second run changes nothing.
  await migrateToLatest(db);
  expect(await recordedNames(db)).toEqual(names);
}

describe('migrations', () => {
  it('are named uniquely by date and number, in the order they run', async () => {
    const { db, close } = await openTestDatabase('sqlite');
    try {
      const names = await recordedNames(db);
      const numbers = names.map((name) => name.slice(0, 14));
      expect(new Set(numbers).size).toBe(names.length);
    } finally {
      await close();
    }
  });

  it('bring a database of an older release up to date on SQLite', async () => {
    const { db, close } = await openTestDatabase('sqlite');
    try {
      await migratesOlderDatabases(db);
    } finally {
      await close();
    }
  });

  it.runIf(withPostgres)(
    'and on PostgreSQL',
    async () => {
      const { db, close } = await openTestDatabase('postgres', { prefix: 'study_migrate' });
      try {
        await migratesOlderDatabases(db);
      } finally {
        await close();
      }
    },
    60_000,
  );

  it('start on a database a newer version has migrated (CONTRIBUTING.md, rolling upgrades)', async () => {
    const { db, close } = await openTestDatabase('sqlite');
    try {
      await recordMigration(db, '2099-01-01-001-a-newer-version');
      await expect(migrateToLatest(db)).resolves.toBeUndefined();
    } finally {
      await close();
    }
  });

  it("still refuse a database whose migrations are not this version's nor a newer one's", async () => {
    const { db, close } = await openTestDatabase('sqlite');
    try {
      await recordMigration(db, '2026-01-01-001-never-shipped');
      await expect(migrateToLatest(db)).rejects.toThrow(/corrupted migrations/);
    } finally {
      await close();
    }
  });
});
