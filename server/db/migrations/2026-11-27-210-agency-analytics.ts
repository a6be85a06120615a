// Agency analytics: what the funnel needs that was not recorded.
// - students.source: where an agency's student came from (a lead's kind, a registration through the
//   agency's widget link, the CSV import, added by hand); students converted from a lead get their
//   lead's kind now, others added before stay null ("not recorded").
// - leads.first_contact_at: when the agency first marked the lead contacted or converted it (the lead
//   response time); leads converted before get their conversion time (their last change), others stay null.
// - widget_visit_days: per agency and day, how many pages loaded the agency's widgets. A count only:
//   no visitor, no address, no cookie.
import { type Kysely, sql } from 'kysely';
import { timestampType } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('students').addColumn('source', 'text').execute();
  await db.schema.alterTable('leads').addColumn('first_contact_at', timestampType(db)).execute();
  await sql`
    update students set source = (
      select case min(leads.kind)
        when 'consultation' then 'CONSULTATION'
        when 'information' then 'INFORMATION'
        when 'apply' then 'APPLY'
        when 'contact' then 'CONTACT'
      end
      from leads where leads.student_id = students.id
    )
    where agency_id is not null and exists (select 1 from leads where leads.student_id = students.id)
  `.execute(db);
  await sql`update leads set first_contact_at = updated_at where status = 'CONVERTED'`.execute(db);
  await db.schema
    .createTable('widget_visit_days')
    .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
    /** The day (UTC) as YYYY-MM-DD. */
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('widget_visit_days_pk', ['agency_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('widget_visit_days').ifExists().execute();
  await db.schema.alterTable('leads').dropColumn('first_contact_at').execute();
  await db.schema.alterTable('students').dropColumn('source').execute();
}
