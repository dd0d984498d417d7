/**
 * Module boundaries (issue 9), checked by `npm run lint` (dependency-cruiser). The house rules of
 * ../shared/design/architecture.md, as rules a tool keeps:
 * - the console's layers import one way: app → pages → layout → features → components → stores → lib;
 * - a feature imports another feature only when that one is declared shared (SHARED_FEATURES);
 * - a server module never imports another module's repo.ts (it calls that module's service);
 * - only route files speak HTTP: services throw domain errors (server/src/errors.ts), whose
 *   statuses are decided in http/error-handler.ts;
 * - SQL is built in repos: a service passes filters and the sort as data (server/src/paging.ts).
 * What the tree broke when the rules arrived is listed in .dependency-cruiser-known-violations.json
 * (`npm run lint:boundaries:baseline` rewrites it); the list only shrinks, anything new fails.
 * scripts/lint/boundaries.test.mjs shows the rules refusing deliberate violations.
 */
const LAYERS = ['app', 'pages', 'layout', 'features', 'components', 'stores', 'lib'];

/**
 * Features that others may import: the dictionary (labels and selects), the signed-in menu, the
 * reminders (every record a reminder opens links back through them), the pipeline's three
 * entities — the project (the list, the pool, meetings and scores all show it), its approvals
 * (the project page applies for and shows them, the home page lists the caller's to-dos) and its
 * meetings (the pool schedules projects into one) —, the workflow's pieces (flowRoutes, the
 * diagram viewer, the timeline: the work screens and process management both show them) and the
 * roles (the role tree user administration assigns from). Shared features import one way
 * (meeting → project → approval; see the cycle rule). Any other pair is composed in pages/app.
 */
const SHARED_FEATURES = ['approval', 'dict', 'flow', 'meeting', 'menu', 'project', 'reminder', 'role'];

const layer = (name) => `^web/src/${name}/`;

/** Each layer may import only the layers after it in LAYERS (and itself). */
const layerRules = LAYERS.slice(1).map((name, i) => ({
  name: `web-layers-${name}`,
  comment: `web/src/${name} sits below ${LAYERS.slice(0, i + 1).join(', ')} and may not import them`,
  severity: 'error',
  from: { path: layer(name) },
  to: { path: `^web/src/(${LAYERS.slice(0, i + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'web-feature-to-feature',
      comment: `a feature imports another feature only if it is shared (${SHARED_FEATURES.join(', ')})`,
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/([^/]+)/',
        pathNot: [`^web/src/features/(${SHARED_FEATURES.join('|')})/`, '^web/src/features/$1/'],
      },
    },
    {
      name: 'no-cycles',
      comment: 'modules import one way: a cycle (project ↔ approval was one) means neither can be read or tested alone',
      severity: 'error',
      from: { path: '^(web|server)/src/' },
      to: { circular: true },
    },
    {
      name: 'server-other-modules-repo',
      comment: "a server module calls another module's service, never its repo",
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/([^/]+)/repo\\.[jt]s$', pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'server-services-speak-no-http',
      comment:
        'only route files answer HTTP; a service throws a domain error and never reaches the binder or the error handler',
      severity: 'error',
      from: { path: '^server/src/modules/[^/]+/', pathNot: 'routes\\.[jt]s$' },
      to: { path: '^server/src/http/(bind|envelope|error-handler|guard)\\.[jt]s$' },
    },
    {
      name: 'server-sql-in-repos',
      comment: 'SQL is built in repos; a service describes what it wants (filters, the sort as data)',
      severity: 'error',
      from: { path: '^server/src/modules/[^/]+/(service|manage)\\.[jt]s$' },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '/test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
