// Each session remembers the device it was started from and when it was last used, for the
// user's list of where they are signed in (GET /api/auth/sessions).
import type { Kysely } from 'kysely';
import { timestampType } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip_address', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', timestampType(db)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['last_used_at', 'ip_address', 'user_agent'])
    await db.schema.alterTable('sessions').dropColumn(column).execute();
}
