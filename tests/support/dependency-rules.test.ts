import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** A small tree that breaks each rule once, beside imports the rules allow (kept out of typecheck, knip and biome). */
const fixture = fileURLToPath(new URL('./dependency-rules-fixture/', import.meta.url));

/** Runs the checker `npm run lint` runs, with the project's rules, over the fixture. */
const depcruise = (...args: string[]) =>
  spawnSync(
    process.execPath,
    [
      `${root}node_modules/dependency-cruiser/bin/dependency-cruiser.mjs`,
      '--config',
      `${root}.dependency-cruiser.mjs`,
      ...args,
      'sdk',
      'server',
      'portal',
    ],
    { cwd: fixture, encoding: 'utf8' },
  );

describe('the dependency rules', () => {
  // Two runs of the checker, each a Node process of its own: seconds on a busy machine.
  it('fail on a cycle, on the sdk or the server reaching out, and on the lifecycle crossing its layers', () => {
    // As lint runs it: the exit status counts the errors.
    expect(depcruise().status).toBe(6);
    const { summary } = JSON.parse(depcruise('--output-type', 'json').stdout) as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] };
    };
    expect(summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort()).toEqual([
      'lifecycle-core-imports-no-role: server/services/applications/status-machine.ts → server/services/applications/admin-review/approve.ts',
      'lifecycle-role-imports-no-other-role: server/services/applications/admin-review/approve.ts → server/services/applications/university-review/decide.ts',
      'no-circular: sdk/schemas/application.ts → sdk/schemas/review.ts',
      'sdk-imports-only-sdk: sdk/client.ts → server/services/seo/sitemap.ts',
      'server-imports-no-portal-feature: server/services/seo/sitemap.ts → portal/features/public/countries.ts',
      'services-import-no-lifecycle-role: server/services/students/dashboard.ts → server/services/applications/agency/agency-applications.ts',
    ]);
  }, 60_000);
});
