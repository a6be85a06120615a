import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { expect, it } from 'vitest';
import { down, up } from './2026-11-27-151-grade-scale-names.ts';

it("renames stored minimum grades' scales to the one list, and back", async () => {
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
  await db.schema
    .createTable('programs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('requirements', 'text')
    .execute();
  const stored = (scale: string) => JSON.stringify({ priorDegree: 'BACHELOR', minimumGrade: { value: 3, scale } });
  await db
    .insertInto('programs')
    .values([
      { id: 1, requirements: stored('GPA_4') },
      { id: 2, requirements: stored('GPA_5') },
      { id: 3, requirements: stored('OUT_OF_20') },
      { id: 4, requirements: stored('OUT_OF_10') },
      { id: 5, requirements: stored('GERMAN') },
      { id: 6, requirements: stored('PERCENT') },
      { id: 7, requirements: '{}' },
    ])
    .execute();
  const scales = async () =>
    (await db.selectFrom('programs').select('requirements').orderBy('id').execute()).map(
      (row) => JSON.parse(row.requirements).minimumGrade?.scale ?? null,
    );

  await up(db);
  expect(await scales()).toEqual(['US_4', 'GULF_5', 'FR_20', 'IN_10', 'DE_5', 'PERCENT', null]);
  await down(db);
  expect(await scales()).toEqual(['GPA_4', 'GPA_5', 'OUT_OF_20', 'OUT_OF_10', 'GERMAN', 'PERCENT', null]);
});
