import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The size a browser downloads when the server compresses at the highest level (gzip -9). */
export const gzipBytes = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;

/** The chunks a browser fetches for `start`: those chunks and everything they import statically. */
export function staticClosure(bundle: OutputBundle, start: OutputChunk[]): Set<OutputChunk> {
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
