import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { gzipBytes, staticClosure } from '../../build/chunk-sizes.ts';

/** A public page downloads at most 150 KB of gzipped JS, and no area's code. */
const BUDGET_BYTES = 150 * 1024;
const PUBLIC_PAGE = /[\\/]features[\\/]public[\\/][^\\/]+[\\/](\w+)Page\.tsx$/;
const AREA_CODE = /[\\/](features[\\/](student|agency|admin|university)|app[\\/]area)[\\/]/;
/** What an Arabic reader downloads on top (lib/i18n.ts): the Arabic catalog and the Arabic country names. */
const ARABIC_EXTRAS = [/[\\/]locales[\\/]ar[\\/]messages\.po$/, /[\\/]lib[\\/]country-names-ar\.ts$/];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints, and writes to bundle-report.json in the output, the gzipped JS each public page downloads
 * (the entry, the page's lazy chunk, and their static imports), for an English reader and for an
 * Arabic one (who also loads the Arabic catalog and country names); fails the build when the
 * English figure is over budget.
 */
export function bundleReport(): Plugin {
  return {
    name: 'portal-bundle-report',
    apply: 'build',
    // After writing, so the sizes are those of the files a browser downloads.
    writeBundle(options, bundle) {
      const dir = options.dir!;
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const gzipped = new Map(chunks.map((c) => [c, gzipBytes(readFileSync(join(dir, c.fileName)))]));
      const sizeOf = (closure: Iterable<OutputChunk>) => [...closure].reduce((sum, c) => sum + gzipped.get(c)!, 0);
      const arabicExtras = ARABIC_EXTRAS.map((module) => chunks.find((c) => c.moduleIds.some((id) => module.test(id))));
      if (arabicExtras.some((c) => !c))
        this.error(`The Arabic catalog or country names are not in chunks of their own (${ARABIC_EXTRAS.join(', ')})`);
      const pages: Record<string, { gzipBytes: number; arabicGzipBytes: number; chunks: string[] }> = {};
      const problems: string[] = [];
      for (const chunk of chunks) {
        const page = chunk.facadeModuleId?.match(PUBLIC_PAGE)?.[1];
        if (!page) continue;
        const closure = staticClosure(bundle, [entry, chunk]);
        const gzipBytes = sizeOf(closure);
        // The same chunks once, plus the Arabic ones and whatever they import that the page did not.
        const arabicGzipBytes = sizeOf(staticClosure(bundle, [entry, chunk, ...(arabicExtras as OutputChunk[])]));
        pages[page] = { gzipBytes, arabicGzipBytes, chunks: [...closure].map((c) => c.fileName) };
        if (gzipBytes > BUDGET_BYTES)
          problems.push(`${page} page downloads ${kb(gzipBytes)} of gzipped JS (budget ${kb(BUDGET_BYTES)})`);
        const areaModules = [...closure].flatMap((c) => c.moduleIds.filter((id) => AREA_CODE.test(id)));
        if (areaModules.length) problems.push(`${page} page downloads area code: ${areaModules.join(', ')}`);
      }
      const lines = Object.entries(pages).map(
        ([page, p]) => `  ${page.padEnd(22)} ${kb(p.gzipBytes).padStart(9)}   ${kb(p.arabicGzipBytes).padStart(9)}`,
      );
      console.log(
        `\nPublic pages, gzipped JS downloaded (entry + page + static imports; in Arabic also the Arabic catalog and country names):\n` +
          `  ${'page'.padEnd(22)} ${'English'.padStart(9)}   ${'Arabic'.padStart(9)}\n${lines.join('\n')}\n`,
      );
      writeFileSync(join(dir, 'bundle-report.json'), JSON.stringify({ budgetBytes: BUDGET_BYTES, pages }, null, 2));
      if (problems.length) this.error(problems.join('\n'));
    },
  };
}
