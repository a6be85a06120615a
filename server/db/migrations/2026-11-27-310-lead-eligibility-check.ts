// A lead's eligibility check: the visitor's profile and the verdict the server found on
// each programme they checked, as JSON text, so that the agency receives a qualified lead.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('eligibility_check', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('eligibility_check').execute();
}
