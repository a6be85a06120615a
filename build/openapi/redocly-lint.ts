import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

/** `redocly lint` (redocly.yaml: the recommended rules) of a document: every problem it reports. */
export async function redoclyLint(root: string, document: object): Promise<LintProblem[]> {
  const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const cli = join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const args = [cli, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'];
    const { stdout } = await promisify(execFile)(process.execPath, args, {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
    return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
