// Catalogue search that stays fast at 100,000 universities and finds "Zurich" in "Zürich" on
// both databases (the benchmark of tests/bench/catalogue.ts measured each index here).
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  // The country filter compares lower(country) and the list is ordered featured first, then by
  // name: one index answers both, and counts a country without touching the table.
  await sql`CREATE INDEX universities_country_order_idx ON universities (lower(country), featured DESC, name, id)`.execute(
    db,
  );
  // The specialty filter compares lower(name).
  await sql`CREATE INDEX university_specialties_lower_idx ON university_specialties (lower(name), university_id)`.execute(
    db,
  );

  if (isPostgres(db)) {
    // A stored, accent-folded search vector (SQLite's FTS5 folds accents with remove_diacritics).
    // The query side folds its words the same way (university-search.ts).
    await sql`DROP INDEX IF EXISTS universities_search_idx`.execute(db);
    await sql`ALTER TABLE universities ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('simple', regexp_replace(normalize(lower(name || ' ' || city || ' ' || country || ' ' || specialties), NFKD), '[\\u0300-\\u036f]', '', 'g'))
    ) STORED`.execute(db);
    await sql`CREATE INDEX universities_search_idx ON universities USING gin (search_vector)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS universities_country_order_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS university_specialties_lower_idx`.execute(db);
  if (isPostgres(db)) {
    await sql`DROP INDEX IF EXISTS universities_search_idx`.execute(db);
    await sql`ALTER TABLE universities DROP COLUMN IF EXISTS search_vector`.execute(db);
    await sql`CREATE INDEX universities_search_idx ON universities USING gin (to_tsvector('simple', name || ' ' || city || ' ' || country || ' ' || specialties))`.execute(
      db,
    );
  }
}
