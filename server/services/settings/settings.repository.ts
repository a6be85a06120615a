import type { Kysely } from 'kysely';
import type { Database } from '#server/db/tables/database.ts';

export const findSetting = async (db: Kysely<Database>, key: string): Promise<unknown> => {
  const row = await db.selectFrom('platform_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? JSON.parse(row.value) : undefined;
};

/** Stores a setting, replacing the one before. */
export const saveSetting = (db: Kysely<Database>, key: string, value: unknown) =>
  db
    .insertInto('platform_settings')
    .values({ key, value: JSON.stringify(value), updated_at: new Date().toISOString() })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: eb.ref('excluded.updated_at') })),
    )
    .execute();
