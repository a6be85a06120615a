import { fileURLToPath } from 'node:url';
import type { Plugin } from 'rollup';

const WORKER_SOURCE = fileURLToPath(new URL('../server/services/pdf/pdf-worker.ts', import.meta.url));
const VIRTUAL = '\0pdf-worker';

/**
 * The PDF worker as an entry of the server's own build (nitro.config.ts): Rollup writes it beside
 * the server as `pdf-worker.mjs`, through the same plugins (TypeScript, aliases, externals traced
 * into `.output/server/node_modules`), and `import workerFile from '#pdf-worker'` is its URL. So
 * `.output/` alone runs it, in a start or a test. Nitro makes `import.meta.url` the entry's in
 * every chunk (its import-meta replacement), so the URL is resolved from the entry's folder.
 */
export function pdfWorkerEntry(): Plugin {
  return {
    name: 'pdf-worker-entry',
    resolveId: (id) => (id === '#pdf-worker' ? VIRTUAL : null),
    load(id) {
      if (id !== VIRTUAL) return null;
      const reference = this.emitFile({ type: 'chunk', id: WORKER_SOURCE, fileName: 'pdf-worker.mjs' });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    resolveFileUrl: ({ fileName }) => `new URL(${JSON.stringify(`./${fileName}`)}, import.meta.url).href`,
  };
}
