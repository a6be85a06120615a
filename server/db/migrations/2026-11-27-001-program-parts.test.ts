import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { expect, it } from 'vitest';
import { up } from './2026-11-27-001-program-parts.ts';

it("carries today's programmes over: month-only intakes dated, other text kept as a note, tuition as EUR for both groups", async () => {
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
  await db.schema
    .createTable('universities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('city', 'text')
    .execute();
  await db.schema
    .createTable('programs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('university_id', 'integer')
    .addColumn('name', 'text')
    .addColumn('level', 'text')
    .addColumn('language', 'text')
    .addColumn('tuition_fee', 'real')
    .addColumn('intake', 'text')
    .addColumn('application_deadline', 'text')
    .execute();
  // The revision counter the new tables' triggers raise (migration 003).
  await db.schema
    .createTable('catalogue_revision')
    .addColumn('id', 'integer')
    .addColumn('revision', 'integer')
    .execute();
  await db.insertInto('catalogue_revision').values({ id: 1, revision: 0 }).execute();
  await db.insertInto('universities').values({ id: 1, city: 'Vienna' }).execute();
  await db
    .insertInto('programs')
    .values([
      {
        id: 1,
        university_id: 1,
        name: 'A',
        level: 'x',
        language: 'Spanish and Catalan',
        tuition_fee: 1453,
        intake: 'September',
        application_deadline: '2000-01-01',
      },
      {
        id: 2,
        university_id: 1,
        name: 'B',
        level: 'x',
        language: 'English',
        tuition_fee: null,
        intake: 'September and February',
        application_deadline: null,
      },
      {
        id: 3,
        university_id: 1,
        name: 'C',
        level: 'x',
        language: null,
        tuition_fee: 0,
        intake: 'Rolling admissions',
        application_deadline: null,
      },
    ])
    .execute();

  await up(db);

  const programs = await db
    .selectFrom('programs')
    .select(['id', 'languages', 'campus_city', 'intake_note'])
    .orderBy('id')
    .execute();
  expect(programs).toEqual([
    { id: 1, languages: '["es","ca"]', campus_city: 'Vienna', intake_note: null },
    { id: 2, languages: '["en"]', campus_city: 'Vienna', intake_note: null },
    { id: 3, languages: '[]', campus_city: 'Vienna', intake_note: 'Rolling admissions' },
  ]);
  const intakes = await db
    .selectFrom('program_intakes')
    .select(['program_id', 'start_date', 'eu_closes'])
    .orderBy('id')
    .execute();
  expect(intakes.map((i) => [i.program_id, i.start_date.slice(5), i.eu_closes])).toEqual([
    // A deadline already passed belonged to an earlier intake: it is not carried over.
    [1, '09-01', null],
    [2, '09-01', null],
    [2, '02-01', null],
  ]);
  const fees = await db.selectFrom('program_fees').select(['program_id', 'fee_group', 'amount', 'currency']).execute();
  expect(fees).toEqual([
    { program_id: 1, fee_group: 'EU', amount: 1453, currency: 'EUR' },
    { program_id: 1, fee_group: 'NON_EU', amount: 1453, currency: 'EUR' },
    { program_id: 3, fee_group: 'EU', amount: 0, currency: 'EUR' },
    { program_id: 3, fee_group: 'NON_EU', amount: 0, currency: 'EUR' },
  ]);
});
