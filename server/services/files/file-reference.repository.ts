import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

/** Which of `keys` a row points to: a document's file, a message's attachment, an agency's logo, a university's image or a data export. */
export async function referencedKeys(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const found = await Promise.all([
    db.selectFrom('documents').select('storage_key as key').where('storage_key', 'in', keys).execute(),
    db.selectFrom('message_attachments').select('storage_key as key').where('storage_key', 'in', keys).execute(),
    db.selectFrom('agencies').select('logo_key as key').where('logo_key', 'in', keys).execute(),
    db.selectFrom('universities').select('image_key as key').where('image_key', 'in', keys).execute(),
    db.selectFrom('data_exports').select('storage_key as key').where('storage_key', 'in', keys).execute(),
  ]);
  return new Set(found.flat().flatMap((row) => (row.key ? [row.key] : [])));
}
