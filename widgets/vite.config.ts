import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { linguiMacros } from '../build/lingui-macros.ts';
import { catalogueLabels } from './build/catalogue-labels.ts';
import { classicLoader } from './build/classic-loader.ts';
import { embedBudget } from './build/embed-budget.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));

// One ES build: embed.js (the loader, which runs as a classic script) and one chunk per widget
// that the loader imports on demand, relative to its own URL. The server serves `${DIST_DIR}/widgets` at /.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [
    preact({ devToolsEnabled: false, prefreshEnabled: false }),
    // Texts: the macros leave only each text's id, and each widget's chunk carries its own two
    // compiled catalogs (locales/{en,ar}/widget-<name>.po; widgets/shared/i18n.ts reads them).
    linguiMacros({ stripMessageField: true }),
    lingui({ configPath: `${repo}lingui.config.ts` }),
    catalogueLabels(),
    classicLoader(),
    embedBudget(),
  ],
  build: {
    outDir: `${repo}${process.env.DIST_DIR || 'dist'}/widgets`,
    emptyOutDir: true,
    target: 'es2022',
    // Library mode: no preload helper around the dynamic imports (it uses import.meta, a syntax
    // error in the classic script the loader is, and would add <link> tags to the host's <head>).
    lib: { entry: { embed: fileURLToPath(new URL('./loader/embed.ts', import.meta.url)) }, formats: ['es'] },
    modulePreload: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        // Library mode keeps whitespace; the embed kit is shipped, so it is minified in full.
        minify: true,
        // Nor do its annotations (/* @__PURE__ */) serve anyone once it is shipped: no comments at all.
        comments: false,
        entryFileNames: 'embed.js',
        // Widget chunks by name; the code they share (Preact, the SDK client, the form parts) as shared-*.
        // Six characters of hash: the loader lists every widget's chunks by name (its 2 KB budget).
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry
            ? `embed/${chunk.name.replace(/^.*study-/, '')}-[hash:6].js`
            : 'embed/shared-[hash:6].js',
      },
    },
  },
});
