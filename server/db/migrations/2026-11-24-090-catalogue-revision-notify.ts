// PostgreSQL: every catalogue revision is also announced on the `catalogue_revision` channel
// (delivered to listeners when the change commits), so that each server instance can know the
// revision without asking the database on every catalogue request. SQLite is unchanged.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE OR REPLACE FUNCTION bump_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE next bigint;
    BEGIN
      UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision INTO next;
      PERFORM pg_notify('catalogue_revision', next::text);
      RETURN NULL;
    END
  $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE OR REPLACE FUNCTION bump_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
      RETURN NULL;
    END
  $$`.execute(db);
}
