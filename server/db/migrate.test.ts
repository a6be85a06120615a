import { afterEach, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/support/database.ts';
import { migrateToLatest } from './migrate.ts';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

const recordMigration = (db: Awaited<ReturnType<typeof openTestDatabase>>['db'], name: string) =>
  db
    // biome-ignore lint/suspicious/noExplicitAny: Kysely's own bookkeeping table is not among the app's tables.
    .insertInto('kysely_migration' as any)
    .values({ name, timestamp: new Date().toISOString() })
    .execute();

it('starts on a database a newer version has migrated (CONTRIBUTING.md, rolling upgrades)', async () => {
  const database = await openTestDatabase();
  close = database.close;
  await recordMigration(database.db, '2099-01-01-001-a-newer-version');
  await expect(migrateToLatest(database.db)).resolves.toBeUndefined();
});

it("still refuses a database whose migrations are not this version's nor a newer one's", async () => {
  const database = await openTestDatabase();
  close = database.close;
  await recordMigration(database.db, '2026-01-01-001-never-shipped');
  await expect(migrateToLatest(database.db)).rejects.toThrow(/corrupted migrations/);
});
