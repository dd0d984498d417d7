// npm test: everything CI checks — types, lint, unit and API tests (PGlite, and PostgreSQL when
// one answers), then the browser tests in Debian's Chromium against the real built server.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, build, ensureChromium, ensureDependencies, log, mustRun, postgresReachable, run } from './lib.mjs';

const OUT = join(ROOT, '.test-output');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

await ensureDependencies();

log('Type check (tsc -b, then the build code: npm run typecheck)');
await mustRun('npm', ['run', '--silent', 'typecheck']);

log('Lint (eslint), format (prettier --check) and module boundaries (dependency-cruiser)');
await mustRun('npx', ['eslint', '.', '--max-warnings', '0']);
await mustRun('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
await mustRun('npm', ['run', '--silent', 'lint:boundaries']);

const pgUrl = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const env = { ...process.env };
if (postgresReachable(pgUrl)) {
  env.PG_TEST_URL = pgUrl;
  log(`Unit and API tests on PGlite and on PostgreSQL (${new URL(pgUrl).host})`);
} else {
  delete env.PG_TEST_URL;
  log('Unit and API tests on PGlite (no PostgreSQL server answered; set PG_TEST_URL to add one)');
}
const unitJson = join(OUT, 'vitest.json');
const unitCode = await run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`],
  { env },
);

await build({ force: true });
await ensureChromium();
log('Browser tests (Playwright, Debian Chromium)');
const e2eCode = await run('npx', ['playwright', 'test'], { env: { ...env, E2E_REPORT: join(OUT, 'e2e.json') } });

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(unitJson)) {
  const r = JSON.parse(readFileSync(unitJson, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
}
const e2eJson = join(OUT, 'e2e.json');
if (existsSync(e2eJson)) {
  const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats;
  counts.passed += s.expected + s.flaky;
  counts.failed += s.unexpected;
  counts.skipped += s.skipped;
}
if (unitCode !== 0 && counts.failed === 0) counts.failed += 1; // a suite that crashed before reporting
if (e2eCode !== 0 && counts.failed === 0) counts.failed += 1;
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(unitCode || e2eCode ? 1 : 0);
