import { defineNitroPlugin } from 'nitropack/runtime';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensureAdmin } from '../db/seed/admin.ts';
import { seedDemoData } from '../db/seed/demo.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { memoryCounters, redisCounters } from '../services/counters/counters.ts';
import { fileStoreFromConfig } from '../services/files/store-from-config.ts';
import { type App, setApp } from '../utils/app.ts';
import { readConfig } from '../utils/config.ts';

/** Opens the database, migrates it, creates the admin and, with DEMO_DATA=1, seeds an empty catalogue. */
async function start(): Promise<App> {
  const config = readConfig();
  const { db, dialect } = connect(config);
  await migrateToLatest(db);
  const counters = config.redisUrl ? redisCounters(config.redisUrl) : memoryCounters();
  const app: App = { config, db, dialect, counters, files: fileStoreFromConfig(config) };
  if (config.adminEmail && config.adminPassword) await ensureAdmin(db, config.adminEmail, config.adminPassword);
  if (config.demoData) await seedDemoData(app);
  return app;
}

export default defineNitroPlugin((nitro) => {
  const starting = start();
  setApp(starting);
  starting.then(
    (app) => {
      const port = process.env.PORT || process.env.NITRO_PORT || '3000';
      console.log(`Study in Europe is ready on http://localhost:${port} (database: ${app.dialect})`);
      if (app.config.demoData) {
        console.log('Demo accounts:');
        for (const account of DEMO_ACCOUNTS) console.log(`  ${account.userType.padEnd(10)} ${account.email}  ${account.password}`);
      }
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
