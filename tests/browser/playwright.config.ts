import { defineConfig } from '@playwright/test';

/**
 * Browser journeys against the built server (`npm run build` first; OUTPUT_DIR picks the build).
 * The global setup starts it on SQLite with demo data and hands its URL to the workers.
 */
export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  workers: 2,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '../../test-results/browser',
  use: {
    baseURL: process.env.PORTAL_URL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
