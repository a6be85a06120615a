import { fileURLToPath } from 'node:url';
import { defineNitroConfig } from 'nitropack/config';

export default defineNitroConfig({
  compatibilityDate: '2026-11-01',
  srcDir: 'server',
  imports: false,
  errorHandler: '~/error',
  alias: { '#sdk': fileURLToPath(new URL('./sdk', import.meta.url)) },
  // The built portal and widgets are served as static files; hashed assets are cached for a year.
  publicAssets: [
    { dir: '../dist/portal', baseURL: '/', maxAge: 0 },
    { dir: '../dist/portal/assets', baseURL: '/assets', maxAge: 31_536_000 },
    { dir: '../dist/widgets', baseURL: '/', maxAge: 300 },
  ],
  // index.html for the history fallback of the portal's routes.
  serverAssets: [{ baseName: 'portal', dir: '../dist/portal' }],
  externals: { external: ['better-sqlite3', 'pg', 'ioredis'] },
  rollupConfig: { onwarn: (warning, warn) => (warning.code === 'CIRCULAR_DEPENDENCY' ? undefined : warn(warning)) },
});
