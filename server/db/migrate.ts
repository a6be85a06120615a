import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { log } from '#server/utils/log.ts';
import { refoldCatalogueWords } from './catalogue-words-refold.ts';
import * as initial from './migrations/2026-11-22-001-initial.ts';
import * as catalogueSearch from './migrations/2026-11-22-002-catalogue-search.ts';
import * as catalogueRevision from './migrations/2026-11-22-003-catalogue-revision.ts';
import * as adminAudit from './migrations/2026-11-24-010-admin-audit.ts';
import * as mailOutbox from './migrations/2026-11-24-020-messages-mail-outbox.ts';
import * as universityPrograms from './migrations/2026-11-24-030-university-programs.ts';
import * as conversations from './migrations/2026-11-24-040-messages-conversations.ts';
import * as universityReview from './migrations/2026-11-24-050-university-review.ts';
import * as reviewPipeline from './migrations/2026-11-24-060-review-pipeline.ts';
import * as adminSettings from './migrations/2026-11-24-070-admin-settings.ts';
import * as openApplicationUnique from './migrations/2026-11-24-080-open-application-unique.ts';
import * as catalogueRevisionNotify from './migrations/2026-11-24-090-catalogue-revision-notify.ts';
import * as messageAttachments from './migrations/2026-11-25-010-message-attachments.ts';
import * as catalogueSearchTerms from './migrations/2026-11-25-020-catalogue-search-terms.ts';
import * as programParts from './migrations/2026-11-27-001-program-parts.ts';
import * as catalogueFolding from './migrations/2026-11-27-010-catalogue-folding.ts';
import * as twoFactor from './migrations/2026-11-27-050-two-factor.ts';
import * as sessionDevices from './migrations/2026-11-27-060-session-devices.ts';
import * as programSearchIndexes from './migrations/2026-11-27-120-program-search-indexes.ts';
import * as applicationIntake from './migrations/2026-11-27-130-application-intake.ts';
import * as gradeScaleNames from './migrations/2026-11-27-151-grade-scale-names.ts';
import * as documentRejection from './migrations/2026-11-27-161-document-rejection.ts';
import * as closeDecidedRequests from './migrations/2026-11-27-162-close-decided-requests.ts';
import * as dataExports from './migrations/2026-11-27-170-data-exports.ts';
import * as erasure from './migrations/2026-11-27-171-erasure.ts';
import * as apiKeys from './migrations/2026-11-27-190-api-keys.ts';
import * as webhooks from './migrations/2026-11-27-191-webhooks.ts';
import * as agencyAnalytics from './migrations/2026-11-27-210-agency-analytics.ts';
import * as agencyAnalyticsIndexes from './migrations/2026-11-27-211-analytics-indexes.ts';
import * as catalogueDemand from './migrations/2026-11-27-220-catalogue-demand.ts';
import * as analyticsIndexes from './migrations/2026-11-27-221-analytics-indexes.ts';
import * as agencyMembers from './migrations/2026-11-27-230-agency-members.ts';
import * as leadAssignment from './migrations/2026-11-27-231-lead-assignment.ts';
import * as commissions from './migrations/2026-11-27-250-commissions.ts';
import * as idempotencyKeys from './migrations/2026-11-27-260-idempotency-keys.ts';
import * as shortlists from './migrations/2026-11-27-280-shortlists.ts';
import * as programmeSearchWords from './migrations/2026-11-27-300-programme-search-words.ts';
import * as leadEligibilityCheck from './migrations/2026-11-27-310-lead-eligibility-check.ts';
import * as applicationEligibility from './migrations/2026-11-27-320-application-eligibility.ts';
import * as agencyTasks from './migrations/2026-11-27-340-agency-tasks.ts';
import * as openApplicationAfterOffer from './migrations/2026-11-27-350-open-application-after-offer.ts';
import * as agencyTwoFactor from './migrations/2026-11-28-100-agency-two-factor.ts';
import * as agencyOffices from './migrations/2026-11-28-400-agency-offices.ts';
import * as catalogueOtherNames from './migrations/2026-11-28-700-catalogue-other-names.ts';
import * as weeklySummaries from './migrations/2026-11-29-100-weekly-summaries.ts';
import * as applicationMilestones from './migrations/2026-12-01-100-application-milestones.ts';
import * as analyticsArrivals from './migrations/2026-12-01-110-analytics-arrivals.ts';
import * as catalogueIndexRead from './migrations/2026-12-02-100-catalogue-index-read.ts';
import * as warmIndex from './migrations/2026-12-02-200-warm-index.ts';

// Listed here, in the order Kysely runs them (by name), rather than read from disk, so the
// bundled server carries them.
const migrations: Record<string, Migration> = {
  '2026-11-22-001-initial': initial,
  '2026-11-22-002-catalogue-search': catalogueSearch,
  '2026-11-22-003-catalogue-revision': catalogueRevision,
  '2026-11-24-010-admin-audit': adminAudit,
  '2026-11-24-020-messages-mail-outbox': mailOutbox,
  '2026-11-24-030-university-programs': universityPrograms,
  '2026-11-24-040-messages-conversations': conversations,
  '2026-11-24-050-university-review': universityReview,
  '2026-11-24-060-review-pipeline': reviewPipeline,
  '2026-11-24-070-admin-settings': adminSettings,
  '2026-11-24-080-open-application-unique': openApplicationUnique,
  '2026-11-24-090-catalogue-revision-notify': catalogueRevisionNotify,
  '2026-11-25-010-message-attachments': messageAttachments,
  '2026-11-25-020-catalogue-search-terms': catalogueSearchTerms,
  '2026-11-27-001-program-parts': programParts,
  '2026-11-27-010-catalogue-folding': catalogueFolding,
  '2026-11-27-050-two-factor': twoFactor,
  '2026-11-27-060-session-devices': sessionDevices,
  '2026-11-27-120-program-search-indexes': programSearchIndexes,
  '2026-11-27-130-application-intake': applicationIntake,
  '2026-11-27-151-grade-scale-names': gradeScaleNames,
  '2026-11-27-161-document-rejection': documentRejection,
  '2026-11-27-162-close-decided-requests': closeDecidedRequests,
  '2026-11-27-170-data-exports': dataExports,
  '2026-11-27-171-erasure': erasure,
  '2026-11-27-190-api-keys': apiKeys,
  '2026-11-27-191-webhooks': webhooks,
  '2026-11-27-210-agency-analytics': agencyAnalytics,
  '2026-11-27-211-analytics-indexes': agencyAnalyticsIndexes,
  '2026-11-27-220-catalogue-demand': catalogueDemand,
  '2026-11-27-221-analytics-indexes': analyticsIndexes,
  '2026-11-27-230-agency-members': agencyMembers,
  '2026-11-27-231-lead-assignment': leadAssignment,
  '2026-11-27-250-commissions': commissions,
  '2026-11-27-260-idempotency-keys': idempotencyKeys,
  '2026-11-27-280-shortlists': shortlists,
  '2026-11-27-300-programme-search-words': programmeSearchWords,
  '2026-11-27-310-lead-eligibility-check': leadEligibilityCheck,
  '2026-11-27-320-application-eligibility': applicationEligibility,
  '2026-11-27-340-agency-tasks': agencyTasks,
  '2026-11-27-350-open-application-after-offer': openApplicationAfterOffer,
  '2026-11-28-100-agency-two-factor': agencyTwoFactor,
  '2026-11-28-400-agency-offices': agencyOffices,
  '2026-11-28-700-catalogue-other-names': catalogueOtherNames,
  '2026-11-29-100-weekly-summaries': weeklySummaries,
  '2026-12-01-100-application-milestones': applicationMilestones,
  '2026-12-01-110-analytics-arrivals': analyticsArrivals,
  '2026-12-02-100-catalogue-index-read': catalogueIndexRead,
  '2026-12-02-200-warm-index': warmIndex,
};

/**
 * Names these migrations had when three of one day shared a number; a database migrated then
 * records them so. Their order by name is the same under both names, so renaming the records
 * is all an older database needs.
 */
export const RENAMED_MIGRATIONS: Record<string, string> = {
  '2026-11-24-001-admin-audit': '2026-11-24-010-admin-audit',
  '2026-11-24-001-messages-mail-outbox': '2026-11-24-020-messages-mail-outbox',
  '2026-11-24-001-university-programs': '2026-11-24-030-university-programs',
  '2026-11-24-002-messages-conversations': '2026-11-24-040-messages-conversations',
  '2026-11-24-002-university-review': '2026-11-24-050-university-review',
  '2026-11-24-004-review-pipeline': '2026-11-24-060-review-pipeline',
  '2026-11-24-005-admin-settings': '2026-11-24-070-admin-settings',
  '2026-11-24-006-open-application-unique': '2026-11-24-080-open-application-unique',
  '2026-11-24-050-catalogue-revision-notify': '2026-11-24-090-catalogue-revision-notify',
};

/** Kysely's record of the migrations it ran (its default table name). */
const MIGRATION_TABLE = 'kysely_migration';

async function renameRecordedMigrations(db: Kysely<any>) {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return;
  for (const [before, after] of Object.entries(RENAMED_MIGRATIONS))
    await sql`UPDATE ${sql.table(MIGRATION_TABLE)} SET name = ${after} WHERE name = ${before}`.execute(db);
}

/**
 * The migrations a newer version has run on this database (their names sort after every one this
 * version knows). Migrations only add what older versions can ignore (CONTRIBUTING.md, "Migrations
 * and rolling upgrades"), so an older instance restarting during an upgrade, or a version rolled
 * back, starts on them; Kysely's migrator would refuse a migration it does not know, so they are
 * listed here as already done.
 */
async function newerMigrations(db: Kysely<any>): Promise<Record<string, Migration>> {
  const newest = Object.keys(migrations).sort().at(-1)!;
  const done = await db
    .selectFrom('kysely_migration')
    .select('name')
    .where('name', '>', newest)
    .execute()
    .catch(() => []);
  if (done.length)
    log.warn({ migrations: done.map((row) => row.name) }, 'the database has migrations of a newer version');
  return Object.fromEntries(done.map((row) => [row.name, { up: async () => {} }]));
}

/** Brings the schema, and the catalogue's stored search words, up to date; a second run changes nothing. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await renameRecordedMigrations(db);
  const known = { ...migrations, ...(await newerMigrations(db)) };
  const migrator = new Migrator({ db, provider: { getMigrations: async () => known } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') log.error({ migration: result.migrationName }, 'migration failed');
  }
  if (error) throw error;
  await refoldCatalogueWords(db);
}
