// Which version of the catalogue's folding rules (server/db/catalogue-words.ts) made the stored
// search words. Migrations are frozen in time and the rules are not, so the words are made by the
// application at start (catalogue-words-refold.ts) whenever this differs from its own version.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_folding')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  // 0: no rules known yet, so the first start folds every university's words.
  await db.insertInto('catalogue_folding').values({ id: 1, version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_folding').execute();
}
