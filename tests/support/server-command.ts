import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The built server's entry ($OUTPUT_DIR, default .output). */
export const serverEntry = () => resolve(process.env.OUTPUT_DIR || '.output', 'server/index.mjs');

/**
 * Node's arguments to start the built server: its flags as `npm run serve` gives them (package.json
 * is the one place that says them), so tests and benchmarks run the server as it is run for real.
 */
export function serverCommand(): string[] {
  const { scripts } = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { scripts: Record<string, string> };
  const flags = scripts.serve.split(/\s+/).filter((word) => word.startsWith('--'));
  return [...flags, serverEntry()];
}
