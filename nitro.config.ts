import { fileURLToPath } from 'node:url';
import { defineNitroConfig } from 'nitropack/config';

// OUTPUT_DIR and DIST_DIR let several builds live side by side (one per working copy or agent).
const dist = process.env.DIST_DIR || 'dist';

export default defineNitroConfig({
  compatibilityDate: '2026-11-01',
  srcDir: 'server',
  imports: false,
  errorHandler: '~/error',
  output: { dir: process.env.OUTPUT_DIR || '.output' },
  buildDir: process.env.OUTPUT_DIR ? `${process.env.OUTPUT_DIR}/.nitro` : '.nitro',
  alias: { '#sdk': fileURLToPath(new URL('./sdk', import.meta.url)) },
  // The built portal and widgets are served as static files; hashed assets are cached for a year.
  publicAssets: [
    { dir: `../${dist}/portal`, baseURL: '/', maxAge: 0 },
    { dir: `../${dist}/portal/assets`, baseURL: '/assets', maxAge: 31_536_000 },
    { dir: `../${dist}/widgets`, baseURL: '/', maxAge: 300 },
  ],
  // The widget chunks are ES modules that embed.js imports on agencies' sites: module scripts
  // load with CORS. Both may be used by pages that require cross-origin resource policy.
  routeRules: {
    '/embed.js': { headers: { 'cross-origin-resource-policy': 'cross-origin' } },
    '/embed/**': { headers: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' } },
  },
  // index.html for the history fallback of the portal's routes.
  serverAssets: [{ baseName: 'portal', dir: `../${dist}/portal` }],
  externals: { external: ['better-sqlite3', 'pg', 'ioredis'] },
  rollupConfig: { onwarn: (warning, warn) => (warning.code === 'CIRCULAR_DEPENDENCY' ? undefined : warn(warning)) },
});
