import { defineConfig } from 'vitest/config';

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
      { test: { name: 'unit', include: ['server/**/*.test.ts', 'sdk/**/*.test.ts', 'widgets/**/*.test.ts'], environment: 'node' } },
      api('sqlite'),
      api('postgres'),
    ],
  },
});
