import { defineNitroPlugin } from 'nitropack/runtime';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensureAdmin } from '../db/seed/admin.ts';
import { seedDemoData } from '../db/seed/demo.ts';
import { memoryCounters, redisCounters } from '../services/counters/counters.ts';
import { type App, setApp } from '../utils/app.ts';
import { readConfig } from '../utils/config.ts';

/** Opens the database, migrates it, creates the admin and, with DEMO_DATA=1, seeds an empty catalogue. */
async function start(): Promise<App> {
  const config = readConfig();
  const { db, dialect } = connect(config);
  await migrateToLatest(db);
  const counters = config.redisUrl ? redisCounters(config.redisUrl) : memoryCounters();
  const app: App = { config, db, dialect, counters };
  if (config.adminEmail && config.adminPassword) await ensureAdmin(db, config.adminEmail, config.adminPassword);
  if (config.demoData) await seedDemoData(app);
  return app;
}

export default defineNitroPlugin((nitro) => {
  const starting = start();
  setApp(starting);
  starting.then(
    (app) => {
      console.log(`Database ready (${app.dialect})${app.config.demoData ? ', demo data on' : ''}`);
      nitro.hooks.hook('close', async () => {
        await app.counters.close();
        await app.db.destroy();
      });
    },
    (error) => {
      console.error('The server could not start:', error);
      process.exit(1);
    },
  );
});
