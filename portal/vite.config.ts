import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bundleReport } from './build/bundle-report.ts';
import { portalPlugins } from './vite.plugins.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));

// DIST_DIR lets several builds live side by side; the server serves `${DIST_DIR}/portal`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [...portalPlugins(), bundleReport()],
  build: {
    outDir: `${repo}${process.env.DIST_DIR || 'dist'}/portal`,
    emptyOutDir: true,
    manifest: true,
    // One stylesheet for every screen: a page the server rendered is styled before its screen's code loads.
    cssCodeSplit: false,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
