import { connect } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabase } from './postgres.ts';
import type { TestDialect } from './server.ts';

/**
 * A migrated database of its own for a test or a benchmark: SQLite in memory (or in `sqliteFile`),
 * or a PostgreSQL database created for it. `close()` disconnects and drops the PostgreSQL database.
 */
export async function openTestDatabase(
  dialect: TestDialect = 'sqlite',
  options: { sqliteFile?: string; prefix?: string } = {},
) {
  const database = dialect === 'postgres' ? await createTestDatabase(options.prefix) : undefined;
  const { db } = connect({ databaseUrl: database?.url, sqliteFile: options.sqliteFile ?? ':memory:' });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await database?.drop();
    throw error;
  }
  return {
    db,
    databaseUrl: database?.url,
    async close() {
      await db.destroy();
      await database?.drop();
    },
  };
}
