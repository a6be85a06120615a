// An agency's owner can require a second factor of every account of the agency (the owner's too).
import type { Kysely } from 'kysely';
import { booleanType, falseDefault } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agencies').addColumn('two_factor_required', booleanType(db), falseDefault(db)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agencies').dropColumn('two_factor_required').execute();
}
