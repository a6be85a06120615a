// How often the catalogue's universities and programmes were seen and searched for: counters only,
// one row per page, day, visitor country and language (docs/analytics.md). No person, address
// or cookie is stored; the server adds to a row in batches.
import type { Kysely } from 'kysely';
import { isPostgres } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_demand')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('views', isPostgres(db) ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('searches', isPostgres(db) ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('catalogue_demand_pk', ['subject', 'subject_id', 'day', 'country', 'language'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_demand').ifExists().execute();
}
