import type { H3Event } from 'h3';
import { defineNitroPlugin } from 'nitropack/runtime';
import { connect } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { withStartupLock } from '#server/db/startup-lock.ts';
import { ensureAdmin } from '#server/db/seed/admin.ts';
import { seedDemoData } from '#server/db/seed/demo.ts';
import { flushDemand } from '#server/services/analytics/demand-counter.ts';
import { memoryCounters } from '#server/services/counters/counters.ts';
import { fileStoreFromConfig } from '#server/services/files/store-from-config.ts';
import { scheduleFileSweep } from '#server/services/files/sweep-schedule.ts';
import {
  keepRequirementsIndex,
  stopRequirementsIndex,
} from '#server/services/eligibility/requirements-index/requirements-index-keeper.ts';
import {
  keepProgrammeIndex,
  stopProgrammeIndex,
} from '#server/services/programs/programme-index/programme-index-keeper.ts';
import {
  keepCatalogueIndex,
  stopCatalogueIndex,
} from '#server/services/universities/catalogue-search/catalogue-index/index-keeper.ts';
import { watchCatalogueRevision, writeFinished } from '#server/services/universities/catalogue-revision-watch.ts';
import { startDataExportWorker } from '#server/services/data-export/export-worker.ts';
import { scheduleLeadRetention } from '#server/services/erasure/lead-retention.ts';
import { scheduleTaskRules } from '#server/services/tasks/task-rules.ts';
import { scheduleWeeklySummaries } from '#server/services/weekly-summaries/weekly-summaries.ts';
import { startMailWorker } from '#server/services/mail/mail-worker.ts';
import { mailTransport } from '#server/services/mail/transport.ts';
import { startWebhookWorker } from '#server/services/webhooks/webhook-worker.ts';
import { type App, setApp } from '#server/utils/app.ts';
import { readConfig } from '#server/utils/config.ts';
import { log } from '#server/utils/log.ts';

/**
 * Opens the database, migrates it, creates the admin and, with DEMO_DATA=1, seeds an empty
 * catalogue; then builds the catalogue's search index. The server says it is ready once this is done
 * and it listens (server/entry.ts).
 */
async function start(): Promise<App> {
  const config = readConfig();
  const { db, dialect } = connect(config);
  // Redis and S3 clients are loaded only when configured (the start time: docs/performance.md).
  const counters = config.redisUrl
    ? (await import('#server/services/counters/redis-counters.ts')).redisCounters(config.redisUrl)
    : memoryCounters();
  const app: App = { config, db, dialect, counters, files: await fileStoreFromConfig(config) };
  await withStartupLock(db, dialect, async (locked) => {
    await migrateToLatest(locked);
    if (config.adminEmail && config.adminPassword) await ensureAdmin(locked, config.adminEmail, config.adminPassword);
    if (config.demoData) await seedDemoData({ ...app, db: locked });
  });
  // The catalogue's search index, before the first request; then, side by side, the programme
  // list's index (programme-index/) and the requirements index of the students' matches
  // (eligibility/requirements-index/). The public search's index is ready soonest, its build not slowed by theirs.
  await keepCatalogueIndex(db, dialect);
  await Promise.all([keepProgrammeIndex(db, dialect), keepRequirementsIndex(db, dialect)]);
  return app;
}

export default defineNitroPlugin((nitro) => {
  const starting = start();
  setApp(starting);
  starting.then(
    (app) => {
      const stopMail = startMailWorker(app, mailTransport(app.config.mail));
      const stopWebhooks = startWebhookWorker(app);
      const stopSweep = scheduleFileSweep(app);
      const stopExports = startDataExportWorker(app);
      const stopRetention = scheduleLeadRetention(app);
      const stopTaskRules = scheduleTaskRules(app);
      const stopWeeklySummaries = scheduleWeeklySummaries(app);
      const stopWatch =
        app.dialect === 'postgres' && app.config.databaseUrl
          ? watchCatalogueRevision(app.db, app.config.databaseUrl)
          : async () => {};
      // A change made here may answer before its announcement arrives: the next read asks the database.
      const finished = (event?: H3Event) => {
        if (event && event.method !== 'GET' && event.method !== 'HEAD') writeFinished(app.db);
      };
      nitro.hooks.hook('beforeResponse', (event) => finished(event));
      nitro.hooks.hook('error', (_error, { event }) => finished(event));
      nitro.hooks.hook('close', async () => {
        stopSweep();
        stopRetention();
        stopTaskRules();
        stopWeeklySummaries();
        stopCatalogueIndex(app.db);
        stopProgrammeIndex(app.db);
        stopRequirementsIndex(app.db);
        await stopWatch();
        await Promise.all([stopExports(), stopMail(), stopWebhooks()]);
        // The catalogue demand counted since the last write, before the database closes.
        await flushDemand(app.db).catch((error) => log.error({ err: error }, 'catalogue demand counts were not saved'));
        await app.counters.close();
        await app.db.destroy();
      });
    },
    (error) => {
      log.fatal({ err: error }, 'The server could not start');
      process.exit(1);
    },
  );
});
