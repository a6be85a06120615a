import { type Kysely, type Migration, Migrator } from 'kysely';
import { log } from '#server/utils/log.ts';
import * as initial from './migrations/2026-11-22-001-initial.ts';
import * as catalogueSearch from './migrations/2026-11-22-002-catalogue-search.ts';
import * as catalogueRevision from './migrations/2026-11-22-003-catalogue-revision.ts';
import * as adminAudit from './migrations/2026-11-24-001-admin-audit.ts';
import * as adminSettings from './migrations/2026-11-24-005-admin-settings.ts';
import * as mailOutbox from './migrations/2026-11-24-001-messages-mail-outbox.ts';
import * as conversations from './migrations/2026-11-24-002-messages-conversations.ts';
import * as universityPrograms from './migrations/2026-11-24-001-university-programs.ts';
import * as universityReview from './migrations/2026-11-24-002-university-review.ts';
import * as reviewPipeline from './migrations/2026-11-24-004-review-pipeline.ts';
import * as openApplicationUnique from './migrations/2026-11-24-006-open-application-unique.ts';
import * as catalogueRevisionNotify from './migrations/2026-11-24-050-catalogue-revision-notify.ts';
import * as messageAttachments from './migrations/2026-11-25-010-message-attachments.ts';
import * as catalogueSearchTerms from './migrations/2026-11-25-020-catalogue-search-terms.ts';
import * as programParts from './migrations/2026-11-27-001-program-parts.ts';

// Listed here rather than read from disk, so the bundled server carries them.
const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
  '2026-11-22-002-catalogue-search': catalogueSearch,
  '2026-11-22-003-catalogue-revision': catalogueRevision,
  '2026-11-24-001-admin-audit': adminAudit,
  '2026-11-24-001-messages-mail-outbox': mailOutbox,
  '2026-11-24-002-messages-conversations': conversations,
  '2026-11-24-001-university-programs': universityPrograms,
  '2026-11-24-002-university-review': universityReview,
  '2026-11-24-004-review-pipeline': reviewPipeline,
  '2026-11-24-005-admin-settings': adminSettings,
  '2026-11-24-006-open-application-unique': openApplicationUnique,
  '2026-11-24-050-catalogue-revision-notify': catalogueRevisionNotify,
  '2026-11-25-010-message-attachments': messageAttachments,
  '2026-11-25-020-catalogue-search-terms': catalogueSearchTerms,
  '2026-11-27-001-program-parts': programParts,
};

/** Brings the schema up to date; a second run changes nothing. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') log.error({ migration: result.migrationName }, 'migration failed');
  }
  if (error) throw error;
}
