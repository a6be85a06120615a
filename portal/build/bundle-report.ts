import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Issue 3: a public page downloads at most 150 KB of gzipped JS, and no area's code. */
const BUDGET_BYTES = 150 * 1024;
const PUBLIC_PAGE = /[\\/]features[\\/]public[\\/][^\\/]+[\\/](\w+)Page\.tsx$/;
const AREA_CODE = /[\\/](features[\\/](student|agency|admin|university)|app[\\/]area)[\\/]/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunks a browser fetches for `start`: the chunk and everything it imports statically. */
function staticClosure(bundle: OutputBundle, start: OutputChunk[]): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  start.forEach(visit);
  return seen;
}

/**
 * Prints, and writes to bundle-report.json in the output, the gzipped JS each public page downloads
 * (the entry, the page's lazy chunk, and their static imports); fails the build over budget.
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
      const gzipped = new Map(chunks.map((c) => [c, gzipSync(readFileSync(join(dir, c.fileName)), { level: 9 }).length]));
      const pages: Record<string, { gzipBytes: number; chunks: string[] }> = {};
      const problems: string[] = [];
      for (const chunk of chunks) {
        const page = chunk.facadeModuleId?.match(PUBLIC_PAGE)?.[1];
        if (!page) continue;
        const closure = [...staticClosure(bundle, [entry, chunk])];
        const gzipBytes = closure.reduce((sum, c) => sum + gzipped.get(c)!, 0);
        pages[page] = { gzipBytes, chunks: closure.map((c) => c.fileName) };
        if (gzipBytes > BUDGET_BYTES) problems.push(`${page} page downloads ${kb(gzipBytes)} of gzipped JS (budget ${kb(BUDGET_BYTES)})`);
        const areaModules = closure.flatMap((c) => c.moduleIds.filter((id) => AREA_CODE.test(id)));
        if (areaModules.length) problems.push(`${page} page downloads area code: ${areaModules.join(', ')}`);
      }
      const lines = Object.entries(pages).map(([page, p]) => `  ${page.padEnd(22)} ${kb(p.gzipBytes)} gzipped JS`);
      console.log(`\nPublic pages, JS downloaded (entry + page + static imports):\n${lines.join('\n')}\n`);
      writeFileSync(join(dir, 'bundle-report.json'), JSON.stringify({ budgetBytes: BUDGET_BYTES, pages }, null, 2));
      if (problems.length) this.error(problems.join('\n'));
    },
  };
}
