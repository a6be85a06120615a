// The catalogue search answers every mix of search words and filters from one full-text index:
// a university's folded words (`search_words`, written by the repository) and its
// filters as terms of their own — country, each specialty, featured or not, each ranking tier it
// is in — in FTS5 on SQLite and in the GIN-indexed `catalogue_terms` on PostgreSQL. The order
// index also carries the words (and on SQLite the filtered columns), so a search with many
// matches walks it in catalogue order and stops at the page without reading a row.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

/** The filter terms of a row on SQLite (`row` is new, old or universities): hex keeps a value one token. */
const sqliteFilterTerms = (row: string) =>
  sql.raw(`'c' || hex(lower(${row}.country))
    || coalesce((SELECT ' ' || group_concat('s' || hex(lower(value)), ' ') FROM json_each(${row}.specialties)), '')
    || iif(${row}.featured, ' featured', ' notfeatured')
    || iif(${row}.best_rank <= 100, ' top100', '') || iif(${row}.best_rank <= 200, ' top200', '')
    || iif(${row}.best_rank <= 500, ' top500', '') || iif(${row}.best_rank IS NOT NULL, ' ranked', '')`);

const indexRow = (row: string) =>
  sql`INSERT INTO catalogue_search(rowid, words, filters) VALUES (${sql.raw(row)}.id, ${sql.raw(row)}.search_words, ${sqliteFilterTerms(row)});`;

async function upSqlite(db: Kysely<any>) {
  for (const operation of ['insert', 'delete', 'update'])
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`universities_fts_${operation}`)}`.execute(db);
  await sql`DROP TABLE IF EXISTS universities_fts`.execute(db);
  // Prefix indexes up to 10 letters: a typed prefix reads one list and stops at the count's
  // limit, where without one FTS5 merges every word that starts so (2–5 ms for "univ").
  await sql`CREATE VIRTUAL TABLE catalogue_search USING fts5(words, filters, content='', contentless_delete=1,
    prefix='2 3 4 5 6 7 8 9 10', tokenize='unicode61 remove_diacritics 0')`.execute(db);
  await sql`CREATE TRIGGER catalogue_search_insert AFTER INSERT ON universities BEGIN ${indexRow('new')} END`.execute(
    db,
  );
  await sql`CREATE TRIGGER catalogue_search_delete AFTER DELETE ON universities BEGIN
    DELETE FROM catalogue_search WHERE rowid = old.id;
  END`.execute(db);
  await sql`CREATE TRIGGER catalogue_search_update AFTER UPDATE OF search_words, country, specialties, featured, best_rank ON universities BEGIN
    DELETE FROM catalogue_search WHERE rowid = old.id;
    ${indexRow('new')}
  END`.execute(db);
  await sql`INSERT INTO catalogue_search(rowid, words, filters) SELECT id, search_words, ${sqliteFilterTerms('universities')} FROM universities`.execute(
    db,
  );
  await sql`DROP INDEX universities_order_idx`.execute(db);
  await sql`CREATE INDEX universities_order_idx ON universities (featured DESC, name, id, search_words, country, specialties, best_rank)`.execute(
    db,
  );
}

async function upPostgres(db: Kysely<any>) {
  // Words as lexemes exactly as folded (no parser), filters as lexemes starting with '#', which
  // no word has.
  await sql`CREATE FUNCTION catalogue_terms(search_words text, country text, specialties text, featured boolean, best_rank integer)
    RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
      SELECT array_to_tsvector(
        string_to_array(btrim(search_words), ' ')
        || ('#c' || encode(convert_to(lower(country), 'UTF8'), 'hex'))
        || ARRAY(SELECT '#s' || encode(convert_to(lower(value), 'UTF8'), 'hex') FROM jsonb_array_elements_text(specialties::jsonb))
        || CASE WHEN featured THEN '#featured' ELSE '#notfeatured' END
        || array_remove(ARRAY[
          CASE WHEN best_rank <= 100 THEN '#top100' END, CASE WHEN best_rank <= 200 THEN '#top200' END,
          CASE WHEN best_rank <= 500 THEN '#top500' END, CASE WHEN best_rank IS NOT NULL THEN '#ranked' END
        ], NULL))
    $$`.execute(db);
  await sql`DROP INDEX IF EXISTS universities_search_idx`.execute(db);
  await sql`ALTER TABLE universities DROP COLUMN IF EXISTS search_vector`.execute(db);
  await sql`ALTER TABLE universities ADD COLUMN catalogue_terms tsvector GENERATED ALWAYS AS (
    catalogue_terms(search_words, country, specialties, featured, best_rank)) STORED`.execute(db);
  await sql`CREATE INDEX universities_catalogue_terms_idx ON universities USING gin (catalogue_terms)`.execute(db);
  await sql`DROP INDEX universities_order_idx`.execute(db);
  await sql`CREATE INDEX universities_order_idx ON universities (featured DESC, name, id) INCLUDE (catalogue_terms)`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  // The words themselves are made by the application at start (server/db/catalogue-words-refold.ts).
  await sql`ALTER TABLE universities ADD COLUMN search_words text NOT NULL DEFAULT ''`.execute(db);
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX universities_order_idx`.execute(db);
  if (isPostgres(db)) {
    await sql`ALTER TABLE universities DROP COLUMN catalogue_terms`.execute(db);
    await sql`DROP FUNCTION catalogue_terms(text, text, text, boolean, integer)`.execute(db);
    await sql`ALTER TABLE universities ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      to_tsvector('simple', regexp_replace(normalize(lower(name || ' ' || city || ' ' || country || ' ' || specialties), NFKD), '[\\u0300-\\u036f]', '', 'g'))
    ) STORED`.execute(db);
    await sql`CREATE INDEX universities_search_idx ON universities USING gin (search_vector)`.execute(db);
  } else {
    for (const operation of ['insert', 'delete', 'update'])
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`catalogue_search_${operation}`)}`.execute(db);
    await sql`DROP TABLE catalogue_search`.execute(db);
    await sql`CREATE VIRTUAL TABLE universities_fts USING fts5(name, city, country, specialties, content='universities', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`CREATE TRIGGER universities_fts_insert AFTER INSERT ON universities BEGIN
      INSERT INTO universities_fts(rowid, name, city, country, specialties) VALUES (new.id, new.name, new.city, new.country, new.specialties);
    END`.execute(db);
    await sql`CREATE TRIGGER universities_fts_delete AFTER DELETE ON universities BEGIN
      INSERT INTO universities_fts(universities_fts, rowid, name, city, country, specialties) VALUES ('delete', old.id, old.name, old.city, old.country, old.specialties);
    END`.execute(db);
    await sql`CREATE TRIGGER universities_fts_update AFTER UPDATE OF name, city, country, specialties ON universities BEGIN
      INSERT INTO universities_fts(universities_fts, rowid, name, city, country, specialties) VALUES ('delete', old.id, old.name, old.city, old.country, old.specialties);
      INSERT INTO universities_fts(rowid, name, city, country, specialties) VALUES (new.id, new.name, new.city, new.country, new.specialties);
    END`.execute(db);
    await sql`INSERT INTO universities_fts(universities_fts) VALUES ('rebuild')`.execute(db);
  }
  await sql`ALTER TABLE universities DROP COLUMN search_words`.execute(db);
  await sql`CREATE INDEX universities_order_idx ON universities (featured DESC, name, id)`.execute(db);
}
