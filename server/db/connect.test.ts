import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable } from '#tests/support/postgres.ts';
import { connect } from './connect.ts';

it.runIf(await postgresAvailable())(
  'keeps the process and the pool when PostgreSQL ends a connection at rest, and opens another',
  async () => {
    const database = await createTestDatabase('study_connect');
    const { db } = connect({ databaseUrl: database.url, sqliteFile: ':memory:' });
    try {
      const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const { pid } = first.rows[0];
      // Another session ends the pool's idle connection, as an administrator or a restart would.
      const other = connect({ databaseUrl: database.url, sqliteFile: ':memory:' });
      await sql`select pg_terminate_backend(${pid})`.execute(other.db);
      await other.db.destroy();
      await expect
        .poll(async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0].pid)
        .not.toBe(pid);
    } finally {
      await db.destroy();
      await database.drop();
    }
  },
);
