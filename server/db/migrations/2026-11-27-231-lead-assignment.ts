// Who gets an agency's new widget leads, as its owner chooses: nobody (the owner and
// managers assign them), the counsellors in turn, or one member. `last_lead_member_id` is where the
// turn stands. No foreign keys: a member removed since is skipped when the next lead comes.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('agencies')
    .addColumn('lead_assignment', 'text', (c) => c.notNull().defaultTo('NOBODY'))
    .execute();
  await db.schema.alterTable('agencies').addColumn('lead_assignee_member_id', 'integer').execute();
  await db.schema.alterTable('agencies').addColumn('last_lead_member_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['last_lead_member_id', 'lead_assignee_member_id', 'lead_assignment'])
    await db.schema.alterTable('agencies').dropColumn(column).execute();
}
