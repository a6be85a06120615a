import { type Expression, type SqlBool, sql } from 'kysely';

/** `%`, `_` and `\` typed by a user match themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "column contains text", the same on SQLite and PostgreSQL. */
export const contains = (column: Expression<string | null>, text: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${column}) like ${likePattern(text)} escape '\\'`;
