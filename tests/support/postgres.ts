import pg from 'pg';

export const ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Whether PostgreSQL answers; when it does not, suites skip and say so loudly. Under CI (CI set)
 * a missing PostgreSQL fails the run instead: a machine without it must not pass.
 */
export async function postgresAvailable(url = ADMIN_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${url}, and CI needs it`);
    console.warn('\n*** PostgreSQL is not reachable at', url, '- the PostgreSQL suite is SKIPPED ***\n');
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A database of its own for one test run, empty or a copy of `template`, whose commits do not wait for the disk;
 * `drop()` removes it.
 * `name` is the database's name (a template for another).
 */
export async function createTestDatabase(
  prefix = 'study_test',
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  // A commit waits for no disk flush (5 ms each here): the tests stop and kill servers, never PostgreSQL, so
  // nothing they check depends on it, and what a commit makes visible to other sessions is unchanged.
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
