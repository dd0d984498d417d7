import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const serverTests = ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'];
// Long enough for argon2 on a loaded 2-core machine; no test asserts speed (see docs/performance.md).
const slowTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * Unit and API tests. The API tests run once on PGlite and, when scripts/test.mjs finds a
 * PostgreSQL server (PG_TEST_URL), once more against it.
 */
export default defineConfig({
  test: {
    projects: [
      ...(existsSync('web/vitest.config.ts') ? ['web/vitest.config.ts'] : []),
      // The repository's own tooling (lint rules), without a database.
      { test: { name: 'tools', include: ['scripts/**/*.test.mjs'] } },
      { test: { name: 'server', include: serverTests, env: { TEST_DB: 'pglite' }, ...slowTimeouts } },
      ...(process.env.PG_TEST_URL
        ? [{ test: { name: 'server-postgres', include: serverTests, env: { TEST_DB: 'postgres' }, ...slowTimeouts } }]
        : []),
    ],
  },
});
