import type { H3Event } from 'h3';
import { defineNitroPlugin } from 'nitropack/runtime';
import { connect } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { withStartupLock } from '#server/db/startup-lock.ts';
import { ensureAdmin } from '#server/db/seed/admin.ts';
import { seedDemoData } from '#server/db/seed/demo.ts';
import { memoryCounters, redisCounters } from '#server/services/counters/counters.ts';
import { fileStoreFromConfig } from '#server/services/files/store-from-config.ts';
import { scheduleFileSweep } from '#server/services/files/sweep-schedule.ts';
import {
  keepCatalogueIndex,
  stopCatalogueIndex,
} from '#server/services/universities/catalogue-search/catalogue-index/index-keeper.ts';
import { watchCatalogueRevision, writeFinished } from '#server/services/universities/catalogue-revision-watch.ts';
import { startMailWorker } from '#server/services/mail/mail-worker.ts';
import { mailTransport } from '#server/services/mail/transport.ts';
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
  const counters = config.redisUrl ? redisCounters(config.redisUrl) : memoryCounters();
  const app: App = { config, db, dialect, counters, files: fileStoreFromConfig(config) };
  await withStartupLock(db, dialect, async (locked) => {
    await migrateToLatest(locked);
    if (config.adminEmail && config.adminPassword) await ensureAdmin(locked, config.adminEmail, config.adminPassword);
    if (config.demoData) await seedDemoData({ ...app, db: locked });
  });
  // The catalogue's search index, before the first request (at 1,000,000 universities about 6 s).
  await keepCatalogueIndex(db, dialect);
  return app;
}

export default defineNitroPlugin((nitro) => {
  const starting = start();
  setApp(starting);
  starting.then(
    (app) => {
      const stopMail = startMailWorker(app, mailTransport(app.config.mail));
      const stopSweep = scheduleFileSweep(app);
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
        stopCatalogueIndex(app.db);
        await stopWatch();
        await stopMail();
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
