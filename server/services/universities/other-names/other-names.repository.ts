import type { Kysely } from 'kysely';
import type { OtherNameFields, OtherNameKind } from '#sdk/schemas/other-names';
import type { Database } from '#server/db/tables/database.ts';

const COLUMNS = ['id', 'kind', 'name', 'other_names', 'updated_at'] as const;

export const listOtherNames = (db: Kysely<Database>) =>
  db.selectFrom('catalogue_other_names').select(COLUMNS).orderBy('kind').orderBy('name').execute();

export const findOtherName = (db: Kysely<Database>, id: number) =>
  db.selectFrom('catalogue_other_names').select(COLUMNS).where('id', '=', id).executeTakeFirst();

const values = (input: OtherNameFields) => ({
  kind: input.kind,
  name: input.name,
  other_names: input.otherNames,
  updated_at: new Date().toISOString(),
});

export const insertOtherName = (db: Kysely<Database>, input: OtherNameFields) =>
  db.insertInto('catalogue_other_names').values(values(input)).returning(COLUMNS).executeTakeFirstOrThrow();

export const updateOtherName = (db: Kysely<Database>, id: number, input: OtherNameFields) =>
  db.updateTable('catalogue_other_names').set(values(input)).where('id', '=', id).returning(COLUMNS).executeTakeFirst();

export const deleteOtherName = (db: Kysely<Database>, id: number) =>
  db.deleteFrom('catalogue_other_names').where('id', '=', id).execute();

const COLUMN_OF = { UNIVERSITY: 'name', CITY: 'city', COUNTRY: 'country' } as const;

/** The next universities (by id, after `after`) that a university's, city's or country's name names. */
export const universitiesNamed = (
  db: Kysely<Database>,
  kind: OtherNameKind,
  name: string,
  after: number,
  limit: number,
) =>
  db
    .selectFrom('universities')
    .select(['id', 'name', 'city', 'country', 'specialties'])
    .where(COLUMN_OF[kind], '=', name)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
