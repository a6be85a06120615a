import { defineConfig } from 'vitest/config';
import { portalPlugins } from './portal/vite.plugins.ts';

const api = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${dialect}`,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DIALECT: dialect },
    testTimeout: 30_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
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
