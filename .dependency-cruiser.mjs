/**
 * The import rules `npm run lint` checks over the whole tree (ARCHITECTURE.md, "The shape").
 * Paths are relative to where the check runs; `tests/support/dependency-rules.test.ts` runs
 * these same rules over a small tree that breaks each of them.
 */

/** The workflows of the application lifecycle, one folder each on top of its core. */
const ROLES = '(student|agency|admin-review|university-review)';
const LIFECYCLE = '^server/services/applications/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files that import each other cannot be read, tested or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'sdk-imports-only-sdk',
      comment: 'The sdk is the published contract: it imports nothing of the server, portal, widgets or tests.',
      severity: 'error',
      from: { path: '^sdk/' },
      to: { pathNot: '^(sdk|node_modules)/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'server-imports-no-portal-feature',
      comment:
        'The server renders and lists the public pages from what the portal shares (portal/paths.ts, ' +
        'portal/content, portal/lib), never from a screen of portal/features.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^portal/features/' },
    },
    {
      name: 'lifecycle-core-imports-no-role',
      comment:
        "The application lifecycle's core (status machine, repository, checklist, document requests, " +
        'decision letter) serves every role and knows none.',
      severity: 'error',
      from: { path: LIFECYCLE, pathNot: `${LIFECYCLE}${ROLES}/` },
      to: { path: `${LIFECYCLE}${ROLES}/` },
    },
    {
      name: 'lifecycle-role-imports-no-other-role',
      comment: "A role's workflow builds on the core; what two roles share belongs in the core.",
      severity: 'error',
      from: { path: `${LIFECYCLE}${ROLES}/` },
      to: { path: `${LIFECYCLE}${ROLES}/`, pathNot: `${LIFECYCLE}$1/` },
    },
    {
      name: 'services-import-no-lifecycle-role',
      comment: "Other services use the lifecycle's core; a role's workflow is for its routes only.",
      severity: 'error',
      from: { path: '^server/services/', pathNot: LIFECYCLE },
      to: { path: `${LIFECYCLE}${ROLES}/` },
    },
  ],
  options: {
    // Type-only imports count: a loop of types is still a loop a reader has to untie.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.output|\\.nitro|dist|dependency-rules-fixture)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
  },
};
