import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './build/lingui-macros.ts';
import { portalPlugins } from './portal/vite.plugins.ts';

const api = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${dialect}`,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DIALECT: dialect },
    globalSetup: ['tests/support/seeded-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
  // The server's texts, which the CSV tests read their column names from (as the server's build compiles them).
  plugins: [linguiMacros(), lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) })],
});

export default defineConfig({
  test: {
    projects: [
      {
        // The server's and the widgets' texts: lingui macros and catalogs, as their builds compile them.
        plugins: [
          linguiMacros(),
          lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
        ],
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'sdk/**/*.test.ts',
            'widgets/**/*.test.ts',
            'tests/support/*.test.ts',
            'build/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: portalPlugins(),
        test: { name: 'portal', environment: 'jsdom', include: ['portal/**/*.test.tsx', 'stories/**/*.test.tsx'] },
      },
      api('sqlite'),
      api('postgres'),
    ],
  },
});
