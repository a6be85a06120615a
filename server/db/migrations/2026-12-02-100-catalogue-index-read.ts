// What a build of the catalogue index reads, held by the indexes it reads through, so that no
// row is fetched from the table (at 1,000,000 universities a fetch per row had been most of the
// build: random reads of a table of 3.7 GB). The order index holds each university's city too,
// and the programmes' index by name their university and Arabic name (the programme names the
// type-ahead suggests, with how many universities teach each). PostgreSQL's order index keeps its
// catalogue terms (the database search reads them) and includes the columns read.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './portable.ts';

const ORDER = {
  sqlite: {
    before: sql`CREATE INDEX universities_order_idx ON universities (featured DESC, name, id, search_words, country, specialties, best_rank)`,
    after: sql`CREATE INDEX universities_order_idx ON universities (featured DESC, name, id, search_words, city, country, specialties, best_rank)`,
  },
  postgres: {
    before: sql`CREATE INDEX universities_order_idx ON universities (featured DESC, name, id) INCLUDE (catalogue_terms)`,
    after: sql`CREATE INDEX universities_order_idx ON universities (featured DESC, name, id)
      INCLUDE (catalogue_terms, search_words, city, country, specialties, best_rank)`,
  },
};

const PROGRAMME_NAMES = {
  sqlite: {
    before: sql`CREATE INDEX programs_name_idx ON programs (name, id)`,
    after: sql`CREATE INDEX programs_name_idx ON programs (name, id, university_id, name_ar)`,
  },
  postgres: {
    before: sql`CREATE INDEX programs_name_idx ON programs (name, id)`,
    after: sql`CREATE INDEX programs_name_idx ON programs (name, id) INCLUDE (university_id, name_ar)`,
  },
};

async function replace(db: Kysely<any>, which: 'before' | 'after') {
  const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
  await sql`DROP INDEX universities_order_idx`.execute(db);
  await ORDER[dialect][which].execute(db);
  await sql`DROP INDEX programs_name_idx`.execute(db);
  await PROGRAMME_NAMES[dialect][which].execute(db);
}

export const up = (db: Kysely<any>) => replace(db, 'after');
export const down = (db: Kysely<any>) => replace(db, 'before');
