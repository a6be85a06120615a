// The eligibility verdict computed when an application is submitted: the
// admins' queue shows, filters and sorts it; the university's list shows it; the applicant sees
// it. The reasons are the engine's findings (code and values), worded in the reader's language
// when read. Applications submitted before, and those to a programme outside the catalogue, have none.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('eligibility_verdict', 'text').execute();
  await db.schema.alterTable('applications').addColumn('eligibility_reasons', 'text').execute();
  await db.schema.alterTable('applications').addColumn('eligibility_computed_at', 'text').execute();
  await db.schema
    .createIndex('applications_eligibility_verdict_idx')
    .on('applications')
    .columns(['eligibility_verdict', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_eligibility_verdict_idx').execute();
  for (const column of ['eligibility_computed_at', 'eligibility_reasons', 'eligibility_verdict'])
    await db.schema.alterTable('applications').dropColumn(column).execute();
}
