import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineNitroConfig } from 'nitropack/config';
import { arabicNamesInBundle } from './build/arabic-names.ts';
import { linguiMacros } from './build/lingui-macros.ts';
import { pdfWorkerEntry } from './build/pdf-worker-entry.ts';
import { API_DOCS_CSP, PORTAL_HEADERS } from './server/utils/security-headers.ts';

// OUTPUT_DIR and DIST_DIR let several builds live side by side (one per working copy or agent).
const dist = process.env.DIST_DIR || 'dist';
const pdfkitFonts = fileURLToPath(new URL('./node_modules/pdfkit/js/standard-fonts', import.meta.url));

export default defineNitroConfig({
  compatibilityDate: '2026-11-01',
  srcDir: 'server',
  imports: false,
  errorHandler: '~/error',
  // The built server's own entry, which owns its port (server/entry.ts); `npm run dev` keeps Nitro's.
  modules: [
    (nitro) => {
      if (nitro.options.preset === 'node-server')
        nitro.options.entry = fileURLToPath(new URL('./server/entry.ts', import.meta.url));
    },
  ],
  output: { dir: process.env.OUTPUT_DIR || '.output' },
  buildDir: process.env.OUTPUT_DIR ? `${process.env.OUTPUT_DIR}/.nitro` : '.nitro',
  alias: {
    '#sdk': fileURLToPath(new URL('./sdk', import.meta.url)),
    '#server': fileURLToPath(new URL('./server', import.meta.url)),
    // The page heads and sitemap read the portal's own paths and destinations (plain data, no React).
    '#portal': fileURLToPath(new URL('./portal', import.meta.url)),
    // The names the server shares with the portal (statuses, document types, roles) and the catalogs.
    '#names': fileURLToPath(new URL('./names', import.meta.url)),
    '#locales': fileURLToPath(new URL('./locales', import.meta.url)),
    // The portal's server rendering, built by Vite (npm run build:ssr, portal/vite.ssr.config.ts).
    '#portal-ssr': fileURLToPath(new URL(`./${dist}/portal-ssr/server-render.js`, import.meta.url)),
  },
  // Built files are compressed once here (brotli and gzip) and served by Accept-Encoding.
  compressPublicAssets: { gzip: true, brotli: true },
  // The portal's shell is not a static file: the catch-all route sends it with each page's head.
  ignore: [`../${dist}/portal/index.html`],
  // The built portal and widgets are served as static files; hashed assets are cached for a year.
  publicAssets: [
    { dir: `../${dist}/portal`, baseURL: '/', maxAge: 0 },
    { dir: `../${dist}/portal/assets`, baseURL: '/assets', maxAge: 31_536_000 },
    // The embed kit: embed.js keeps its address, so it is revalidated after 5 minutes (ETag, 304;
    // routeRules below); its chunks are hashed, so they are kept for a year.
    { dir: `../${dist}/widgets`, baseURL: '/' },
    { dir: `../${dist}/widgets/embed`, baseURL: '/embed', maxAge: 31_536_000 },
    // /api/openapi.json and the /api/docs page (npm run build:openapi).
    { dir: `../${dist}/api`, baseURL: '/api', maxAge: 300, fallthrough: true },
  ],
  // Every page has the portal's CSP and browser protections (server/utils/security-headers.ts).
  // The widget chunks are ES modules that embed.js imports on agencies' sites: module scripts
  // load with CORS. Both may be used by pages that require cross-origin resource policy.
  routeRules: {
    '/**': { headers: PORTAL_HEADERS },
    '/api/docs': { headers: { 'content-security-policy': API_DOCS_CSP } },
    '/api/docs/**': { headers: { 'content-security-policy': API_DOCS_CSP } },
    '/embed.js': {
      headers: { 'cross-origin-resource-policy': 'cross-origin', 'cache-control': 'public, max-age=300' },
    },
    '/embed/**': { headers: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' } },
  },
  // index.html for the history fallback of the portal's routes.
  serverAssets: [
    { baseName: 'portal', dir: `../${dist}/portal` },
    // The decision letter's fonts (TOOLCHAIN.md: IBM Plex Sans Arabic shapes Arabic; its Latin subset for names).
    {
      baseName: 'fonts',
      dir: '../node_modules/@fontsource/ibm-plex-sans-arabic/files',
      pattern: 'ibm-plex-sans-arabic-{arabic,latin}-{400,600}-normal.woff',
    },
  ],
  // The PDF renderer loads its parts (pdfkit's standard fonts, yoga) by path at run time, and the worker
  // pool its thread's script: kept as packages.
  externals: {
    external: ['better-sqlite3', 'pg', 'ioredis', '@react-pdf/renderer', 'piscina'],
    // pdfkit requires its standard fonts by a computed path, which the tracer cannot follow.
    traceInclude: readdirSync(pdfkitFonts)
      .filter((file) => file.endsWith('.cjs'))
      .map((file) => `${pdfkitFonts}/${file}`),
  },
  rollupConfig: {
    onwarn: (warning, warn) => (warning.code === 'CIRCULAR_DEPENDENCY' ? undefined : warn(warning)),
    // The server's texts: lingui macros, and its catalogs (.po) compiled into the bundle; the PDF
    // worker is a second entry of this build (with the same plugins), written as .output/server/pdf-worker.mjs.
    // The search's Arabic names, from the names' catalog, put into the bundle.
    plugins: [
      arabicNamesInBundle(),
      linguiMacros(),
      lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
      pdfWorkerEntry(),
    ],
  },
});
