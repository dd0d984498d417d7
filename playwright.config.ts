import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 18765);
const DATA_DIR = join(process.cwd(), '.test-output', `e2e-data-${PORT}`);
/** A real OpenID Connect provider beside the console, for the third-party sign-in journey. */
const OIDC_PORT = PORT + 1000;
/** The built server; a parallel working copy may point this at its own build (`E2E_SERVER`). */
const SERVER_ENTRY = process.env.E2E_SERVER ?? 'server/dist/main.js';
const OIDC_PROVIDERS = JSON.stringify([
  {
    source: 'corp',
    name: '企业账号',
    nameEn: 'Company account',
    issuer: `http://127.0.0.1:${OIDC_PORT}`,
    clientId: 'invest-console',
    clientSecret: 'oidc-test-secret',
  },
]);

/** Browser journeys against the real built server on a fresh embedded database, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // One retry in CI (2 cores, heavily loaded); a retried test is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? '.test-output/e2e.json' }]],
  outputDir: `.test-output/e2e-artifacts-${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium without the omnibox popup's WebUI, which each new context would load.
      executablePath: join(process.cwd(), 'scripts', 'chromium.sh'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/support/start-oidc-provider.mjs',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_PORT: String(OIDC_PORT), CONSOLE_PORT: String(PORT) },
    },
    {
      command: `rm -rf "${DATA_DIR}" && node ${SERVER_ENTRY}`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        LOG_LEVEL: 'warn',
        OIDC_PROVIDERS,
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
    },
  ],
});
