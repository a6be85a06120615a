// The programme search's filters that read a column of their own: the campus city (compared as
// lower(campus_city)) and the study mode, each with the list's order (name, id) after it, so a
// filtered page is read in order from the index on SQLite and PostgreSQL alike.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX programs_campus_city_lower_idx ON programs (lower(campus_city), name, id)`.execute(db);
  await db.schema.createIndex('programs_mode_idx').on('programs').columns(['mode', 'name', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('programs_mode_idx').ifExists().execute();
  await db.schema.dropIndex('programs_campus_city_lower_idx').ifExists().execute();
}
