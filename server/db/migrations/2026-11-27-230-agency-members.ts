// Agencies as teams: an agency's people are its members, each with a role. The account
// that set the agency up is its OWNER (one row per existing agency, added here); managers and
// counsellors are invited by the owner. Students and leads name the member they are assigned to
// (null: nobody yet; a member removed hands them to another first).
import { type Kysely, sql } from 'kysely';
import { timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('agency_members'))
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    /** OWNER, MANAGER or COUNSELLOR. */
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agency_members_agency_idx').on('agency_members').column('agency_id').execute();
  await sql`insert into agency_members (agency_id, user_id, role, created_at)
    select id, user_id, 'OWNER', created_at from agencies`.execute(db);
  for (const table of ['students', 'leads'])
    await db.schema
      .alterTable(table)
      .addColumn('assigned_member_id', 'integer', (c) => c.references('agency_members.id').onDelete('set null'))
      .execute();
  await db.schema.createIndex('students_assigned_member_idx').on('students').column('assigned_member_id').execute();
  await db.schema.createIndex('leads_assigned_member_idx').on('leads').column('assigned_member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['students', 'leads']) {
    await db.schema.dropIndex(`${table}_assigned_member_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('assigned_member_id').execute();
  }
  await db.schema.dropTable('agency_members').ifExists().execute();
}
