import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { gzipBytes, staticClosure } from '../../build/chunk-sizes.ts';

/** The loader at most 2 KB gzipped; loader plus the search widget at most 20 KB gzipped. The popup's
 * dialog (popup) and the floating button (floating) are chunks of their own, listed like the widgets. */
export const LOADER_BUDGET = 2 * 1024;
export const SEARCH_BUDGET = 20 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/**
 * Prints what a host page downloads for each widget (gzip -9) and fails the build over budget.
 * Also checks the loader can run as a classic `<script async>`: no static import or export.
 */
export function embedBudget(): Plugin {
  return {
    name: 'embed-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const loader = chunks.find((c) => c.isEntry && c.fileName === 'embed.js');
      if (!loader) return this.error('embed.js was not built');
      const problems: string[] = [];
      if (loader.imports.length || loader.exports.length || /^\s*(import|export)\s/m.test(loader.code)) {
        problems.push(
          `embed.js must load as a classic script, but it has static imports or exports: ${loader.imports.join(', ')}`,
        );
      }
      const gz = new Map(chunks.map((c) => [c, gzipBytes(c.code)]));
      const loaderBytes = gz.get(loader)!;
      const rows = [`  ${'loader (embed.js)'.padEnd(34)} ${kb(loaderBytes)}`];
      let searchBytes = 0;
      for (const name of loader.dynamicImports) {
        const widget = bundle[name] as OutputChunk;
        const closure = [...staticClosure(bundle, [widget])];
        if (closure.includes(loader))
          problems.push(`${widget.fileName} imports the loader; widgets must import nothing of it at run time`);
        const bytes = closure.reduce((sum, c) => sum + gz.get(c)!, 0);
        const label = widget.name;
        rows.push(
          `  ${`loader + ${label}`.padEnd(34)} ${kb(loaderBytes + bytes)}  (${closure.map((c) => c.fileName).join(' + ')})`,
        );
        if (label === 'index' || !/search|consultation|apply|floating|popup/.test(label))
          problems.push(`unexpected widget chunk name ${label}`);
        if (label.includes('search')) searchBytes = loaderBytes + bytes;
      }
      // Loaded by Arabic widgets only: the catalogue's Arabic names.
      for (const chunk of chunks.filter((c) => c.fileName.startsWith('embed/catalogue-ar')))
        rows.push(`  ${'+ Arabic catalogue names'.padEnd(34)} ${kb(gz.get(chunk)!)}  (${chunk.fileName})`);
      console.log(
        `\nEmbed kit, gzipped (gzip -9), both languages included:\n${rows.join('\n')}\n  budgets: loader ${kb(LOADER_BUDGET)}, loader + search ${kb(SEARCH_BUDGET)}\n`,
      );
      if (loaderBytes > LOADER_BUDGET)
        problems.push(`embed.js is ${kb(loaderBytes)} gzipped (budget ${kb(LOADER_BUDGET)})`);
      if (!searchBytes) problems.push('the search widget chunk was not found');
      if (searchBytes > SEARCH_BUDGET)
        problems.push(`loader + search is ${kb(searchBytes)} gzipped (budget ${kb(SEARCH_BUDGET)})`);
      if (problems.length) this.error(problems.join('\n'));
    },
  };
}
