import { sql } from 'kysely';

/** The last row of a newest-first window (its creation time, then its id): the next window starts after it. */
export interface After {
  created_at: string;
  id: number;
}

/**
 * The rows after `after` in newest-first order. Each window of an export then costs the same however
 * deep it is, where an OFFSET steps through every row before it (100,000 rows: quadratic).
 */
export const olderThan = (table: 'students' | 'applications', after: After) =>
  sql<boolean>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) < (${after.created_at}, ${after.id})`;
