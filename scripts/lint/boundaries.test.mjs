import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { expect, test } from 'vitest';

const require = createRequire(import.meta.url);
const { forbidden } = require('../../.dependency-cruiser.cjs');
const FIXTURES = fileURLToPath(new URL('./fixtures/boundaries', import.meta.url));

/** The boundary rules of `npm run lint` refuse each kind of deliberate violation, and only those. */
test('the boundary rules refuse a lower layer importing a higher one, an unshared feature, another module’s repo, HTTP in a service and SQL outside repos, and a cycle', async () => {
  const result = await cruise(['web/src', 'server/src'], {
    baseDir: FIXTURES,
    validate: true,
    ruleSet: { forbidden },
  });
  // An npm package resolves outside the fixtures: name it by its package path.
  const found = result.output.summary.violations
    .map((v) => `${v.rule.name}: ${v.from} → ${v.to.replace(/^.*node_modules\//, 'node_modules/')}`)
    .sort();
  expect(found).toEqual([
    'no-cycles: web/src/features/dict/api.js → web/src/features/dict/labels.js',
    'server-other-modules-repo: server/src/modules/x/service.js → server/src/modules/y/repo.js',
    'server-services-speak-no-http: server/src/modules/x/service.js → server/src/http/bind.js',
    'server-sql-in-repos: server/src/modules/x/service.js → node_modules/drizzle-orm/index.cjs',
    'web-feature-to-feature: web/src/features/a/api.js → web/src/features/b/api.js',
    'web-layers-lib: web/src/lib/clock.js → web/src/stores/session.js',
  ]);
});
