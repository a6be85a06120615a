import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable } from '#tests/support/postgres.ts';
import { connect } from './connect.ts';
import type { Database } from './tables/database.ts';
import { warmIndex } from './warm-index.ts';

const folder = mkdtempSync(join(tmpdir(), 'warm-index-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A table of 20,000 words inserted in no particular order, with an index of several levels over them. */
async function wordsIndexed(db: Kysely<Database>) {
  await sql`CREATE TABLE words (id integer PRIMARY KEY, word text NOT NULL)`.execute(db);
  await sql`CREATE INDEX words_word_idx ON words (word, id)`.execute(db);
  for (let start = 0; start < 20_000; start += 1_000) {
    const rows = Array.from(
      { length: 1_000 },
      (_, i) => `(${start + i}, '${((start + i) * 7_919) % 20_011} a word long enough to fill the pages')`,
    );
    await sql.raw(`INSERT INTO words (id, word) VALUES ${rows.join(',')}`).execute(db);
  }
}

it('reads every page of an SQLite index, as the file counts them', async () => {
  const { db } = connect({ sqliteFile: join(folder, 'words.sqlite') });
  try {
    await wordsIndexed(db as Kysely<Database>);
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    const { rows } = await sql<{
      pages: number;
    }>`SELECT count(*) AS pages FROM dbstat WHERE name = 'words_word_idx'`.execute(db);
    expect(rows[0].pages).toBeGreaterThan(100);
    expect(await warmIndex(db as Kysely<Database>, 'sqlite', 'words_word_idx')).toBe(rows[0].pages);
    expect(await warmIndex(db as Kysely<Database>, 'sqlite', 'no_such_idx')).toBe(0);
  } finally {
    await db.destroy();
  }
});

it.runIf(await postgresAvailable())('reads every page of a PostgreSQL index with pg_prewarm', async () => {
  const database = await createTestDatabase('study_warm');
  const { db } = connect({ databaseUrl: database.url, sqliteFile: ':memory:' });
  try {
    await wordsIndexed(db as Kysely<Database>);
    await sql`CREATE EXTENSION IF NOT EXISTS pg_prewarm`.execute(db);
    const { rows } = await sql<{ pages: string }>`SELECT pg_relation_size('words_word_idx') / 8192 AS pages`.execute(
      db,
    );
    expect(Number(rows[0].pages)).toBeGreaterThan(100);
    expect(await warmIndex(db as Kysely<Database>, 'postgres', 'words_word_idx')).toBe(Number(rows[0].pages));
  } finally {
    await db.destroy();
    await database.drop();
  }
});
