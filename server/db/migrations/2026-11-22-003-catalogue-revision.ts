// A counter of catalogue changes, kept by the database itself: every insert, update or delete
// of universities, programmes or specialties adds one, whoever makes it (any server instance,
// the seeders, a console). The catalogue's answer cache is valid for one revision.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

const TABLES = ['universities', 'programs', 'university_specialties'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_revision').values({ id: 1, revision: 0 }).execute();

  if (isPostgres(db)) {
    await sql`CREATE FUNCTION bump_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
        RETURN NULL;
      END
    $$`.execute(db);
    for (const table of TABLES) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_revision`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision()`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only; one small update per changed row.
  for (const table of TABLES) {
    for (const operation of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_revision_${operation.toLowerCase()}`)} AFTER ${sql.raw(operation)} ON ${sql.table(table)}
        BEGIN UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1; END`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES)
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_revision`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION IF EXISTS bump_catalogue_revision()`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const operation of ['insert', 'update', 'delete'])
        await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_revision_${operation}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('catalogue_revision').ifExists().execute();
}
