import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { portalPlugins } from './vite.plugins.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));

/**
 * The portal's server rendering (portal/server-render.tsx) as a bundle the server imports
 * (`#portal-ssr`, nitro.config.ts): the same plugins as the browser build, so class names and
 * texts are the ones the browser hydrates. Packages stay imports; the server's build bundles them.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: portalPlugins(),
  build: {
    ssr: 'server-render.tsx',
    outDir: `${repo}${process.env.DIST_DIR || 'dist'}/portal-ssr`,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'server-render.js', codeSplitting: false } },
  },
});
