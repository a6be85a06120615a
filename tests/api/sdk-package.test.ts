import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '#tests/support/server.ts';

const run = (command: string, args: string[], cwd: string, env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', stdio: 'pipe' });

// The package is the same whatever database the server uses: it is proved once, with the SQLite suite.
const onSqlite = (process.env.TEST_DIALECT ?? 'sqlite') === 'sqlite';

describe.skipIf(!onSqlite)('the SDK package, installed from its tarball outside the repository', () => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    server = await startServer({
      dialect: 'sqlite',
      env: { LEAD_LIMIT_PER_ADDRESS: '3', WEBHOOKS_ALLOW_PRIVATE: '1' },
    });
    folder = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
    run('npm', ['pack', '--silent', '--pack-destination', folder], resolve('sdk'));
    const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'))!;
    writeFileSync(
      join(folder, 'package.json'),
      JSON.stringify({
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: { '@study-europe/sdk': `file:./${tarball}` },
      }),
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], folder);
    run('cp', [resolve('tests/sdk-package/program.ts'), folder], folder);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('installs with valibot as its only dependency and passes publint and arethetypeswrong', () => {
    const tree = JSON.parse(run('npm', ['ls', '--all', '--json'], folder));
    expect(Object.keys(tree.dependencies['@study-europe/sdk'].dependencies ?? {})).toEqual(['valibot']);
    expect(run('npm', ['run', '--silent', 'sdk:check'], resolve('.'))).toContain('All good');
  }, 180_000);

  it('type-checks a program against it with tsc --strict', () => {
    const tsc = resolve('node_modules/typescript/bin/tsc');
    const options = ['--strict', '--noEmit', '--module', 'nodenext', '--target', 'es2023'];
    const types = ['--types', 'node', '--typeRoots', resolve('node_modules/@types')];
    try {
      run(process.execPath, [tsc, ...options, ...types, 'program.ts'], folder);
    } catch (error) {
      throw new Error(`tsc found errors:\n${(error as { stdout: string }).stdout}`);
    }
  }, 180_000);

  it('signs in, walks the catalogue page by page, creates a lead and reads it in the inbox, handles 400 and 429, syncs with an API key and verifies a webhook', async () => {
    const printed = run(process.execPath, ['program.ts'], folder, { BASE_URL: server.url }).trim().split('\n').at(-1)!;
    const result = JSON.parse(printed);
    expect(result.german.length).toBeGreaterThan(10);
    expect(new Set(result.german).size).toBe(result.german.length);
    expect(result.inbox).toContain(result.created);
    expect(result.validation).toEqual({ kind: 'validation', fields: expect.arrayContaining(['name', 'email']) });
    expect(result.rateLimited.kind).toBe('rate_limited');
    // The README's API-key integration and webhook receiver, as written there.
    expect(result.keyed.twice).toBe(result.keyed.once);
    expect(result.keyed.synced.filter((email: string) => email === result.keyed.email)).toHaveLength(1);
    expect(result.keyed.keyRefusal).toBe('403 API_KEY_SCOPE_MISSING');
    expect(result.heard).toEqual([{ event: 'student.created', email: result.keyed.email }]);
    expect(result.refused).toBe(0);
    // The server's log tells this integration apart from other callers (its lines arrive once this test yields).
    await expect
      .poll(() => server.output(), { timeout: 10_000 })
      .toMatch(/"client":"study-europe-sdk\/[\d.]+ package-test\/1\.0"/);
  }, 180_000);
});
