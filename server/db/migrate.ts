import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/2026-11-22-001-initial.ts';
import * as catalogueSearch from './migrations/2026-11-22-002-catalogue-search.ts';
import * as catalogueRevision from './migrations/2026-11-22-003-catalogue-revision.ts';

// Listed here rather than read from disk, so the bundled server carries them.
const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
  '2026-11-22-002-catalogue-search': catalogueSearch,
  '2026-11-22-003-catalogue-revision': catalogueRevision,
};

/** Brings the schema up to date; a second run changes nothing. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
}
