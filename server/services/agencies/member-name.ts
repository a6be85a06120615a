import { sql } from 'kysely';

/**
 * How an agency's member is named where they acted: the name they were given,
 * else their e-mail; null when the actor is no agency member. `member` and `user` are the aliases
 * of the joined agency_members and users rows.
 */
export const memberName = (member: string, user: string) =>
  sql<
    string | null
  >`case when ${sql.ref(`${member}.id`)} is null then null else coalesce(${sql.ref(`${member}.name`)}, ${sql.ref(`${user}.email`)}) end`.as(
    'member_name',
  );
