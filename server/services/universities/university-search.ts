import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/connect.ts';
import type { Database } from '../../db/tables/database.ts';

/** Words of a search, as prefix terms: "tech mun" finds "Technical University of Munich". */
export const searchTerms = (search: string) =>
  search
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);

/**
 * A condition on `universities.id` that uses the database's full-text index (TOOLCHAIN.md):
 * FTS5 on SQLite, a GIN tsvector index on PostgreSQL. Every word must match as a prefix.
 */
export function matchesSearch(db: Kysely<Database>, dialect: Dialect, terms: string[]): Expression<SqlBool> {
  if (dialect === 'postgres') {
    const query = terms.map((t) => `${t.replace(/[^\p{L}\p{N}]/gu, '')}:*`).join(' & ');
    return sql<SqlBool>`to_tsvector('simple', universities.name || ' ' || universities.city || ' ' || universities.country || ' ' || universities.specialties) @@ to_tsquery('simple', ${query})`;
  }
  const query = terms.map((t) => `"${t.replaceAll('"', '')}"*`).join(' ');
  return sql<SqlBool>`universities.id IN (SELECT rowid FROM universities_fts WHERE universities_fts MATCH ${query})`;
}
