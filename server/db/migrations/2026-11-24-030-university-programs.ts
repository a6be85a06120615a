// Programmes gain what an applicant must know before applying: the application deadline (a
// calendar date, YYYY-MM-DD) and the document types the programme requires (a JSON list of the
// sdk's document types; "default: passport and transcript").
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('programs').addColumn('application_deadline', 'text').execute();
  await db.schema
    .alterTable('programs')
    .addColumn('required_documents', 'text', (c) => c.notNull().defaultTo('["PASSPORT","TRANSCRIPT"]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('programs').dropColumn('required_documents').execute();
  await db.schema.alterTable('programs').dropColumn('application_deadline').execute();
}
