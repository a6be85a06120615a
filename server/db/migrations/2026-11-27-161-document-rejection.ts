// A document an admin rejected keeps the remark, so every list of the owner's documents says
// Rejected (with why) rather than Pending; a verification or a reopening clears it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('rejection_remark', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('rejection_remark').execute();
}
