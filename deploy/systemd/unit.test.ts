import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const analyze = spawnSync('systemd-analyze', ['--version']);
const hasSystemd = analyze.status === 0;
if (!hasSystemd) console.warn('\n*** systemd-analyze is not installed: the systemd unit check is SKIPPED ***\n');

/** The reference unit (docs/operations.md), checked by systemd's own verifier. */
describe.runIf(hasSystemd)('the systemd unit (deploy/systemd/study-europe@.service)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'study-unit-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('passes systemd-analyze verify for an instance, installed where this checkout is', () => {
    // The unit names /opt/study-europe; here the checkout stands in for it, so the Node it starts exists.
    const unit = readFileSync(resolve('deploy/systemd/study-europe@.service'), 'utf8').replaceAll(
      '/opt/study-europe',
      resolve('.'),
    );
    const file = join(folder, 'study-europe@3001.service');
    writeFileSync(file, unit);
    const verified = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    expect(verified.stderr + verified.stdout).toBe('');
    expect(verified.status).toBe(0);
  });
});
