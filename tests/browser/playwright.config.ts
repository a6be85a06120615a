import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** Debian's old headless shell where installed (`.ci/run` installs it): the full browser's new headless mode costs a
 * quarter more of this 2-core machine per test. */
const browser = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

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
      executablePath: browser,
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
