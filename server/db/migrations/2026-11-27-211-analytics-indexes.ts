// Indexes for the agency analytics: an agency's leads by arrival (the inbox's index
// leads with the status), and the timeline's moves into a status by time (the funnel's stages,
// the weeks and the time in each stage are read from them).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('leads_agency_created_idx').on('leads').columns(['agency_id', 'created_at']).execute();
  await db.schema
    .createIndex('application_events_status_time_idx')
    .on('application_events')
    .columns(['to_status', 'created_at', 'application_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('application_events_status_time_idx').ifExists().execute();
  await db.schema.dropIndex('leads_agency_created_idx').ifExists().execute();
}
