// Offices of an agency: an agency's members and students belong to one of its
// offices; a manager can be limited to theirs (`office_only`); new widget leads can go round-robin
// among one office's counsellors (`lead_office_id`). Each existing agency gets one office, which
// its members and students join. A member also gets a display name (item 6: the member who acted
// is named in timelines and messages).
import { type Kysely, sql } from 'kysely';
import { booleanType, falseDefault, timestampType, withId } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('agency_offices'))
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agency_offices_agency_idx').on('agency_offices').column('agency_id').execute();
  await db.schema
    .alterTable('agency_members')
    .addColumn('office_id', 'integer', (c) => c.references('agency_offices.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('agency_members').addColumn('office_only', booleanType(db), falseDefault(db)).execute();
  await db.schema.alterTable('agency_members').addColumn('name', 'text').execute();
  await db.schema
    .alterTable('students')
    .addColumn('office_id', 'integer', (c) => c.references('agency_offices.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('students_office_idx').on('students').column('office_id').execute();
  await db.schema
    .alterTable('agencies')
    .addColumn('lead_office_id', 'integer', (c) => c.references('agency_offices.id').onDelete('set null'))
    .execute();
  await sql`insert into agency_offices (agency_id, name, created_at) select id, 'Main office', created_at from agencies`.execute(
    db,
  );
  const officeOf = sql`(select min(o.id) from agency_offices o where o.agency_id = `;
  await sql`update agency_members set office_id = ${officeOf}agency_members.agency_id)`.execute(db);
  await sql`update students set office_id = ${officeOf}students.agency_id) where agency_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agencies').dropColumn('lead_office_id').execute();
  await db.schema.dropIndex('students_office_idx').ifExists().execute();
  await db.schema.alterTable('students').dropColumn('office_id').execute();
  for (const column of ['office_id', 'office_only', 'name'])
    await db.schema.alterTable('agency_members').dropColumn(column).execute();
  await db.schema.dropTable('agency_offices').ifExists().execute();
}
