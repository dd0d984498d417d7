import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { adminHasSeedPassword, seed, SEED_USERS } from './db/seed/index.js';
import { buildApp } from './app.js';
import { createDiskStorage, storageRoot } from './storage/storage.js';
import { gracefulShutdown } from './shutdown.js';
import { logRedaction } from './http/log-redaction.js';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';

async function main(): Promise<void> {
  const config = loadConfig();
  config.webDist ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
  // A PostgreSQL server that is still starting is waited for (DATABASE_STARTUP_WAIT_MS), not given up on.
  const database = await openDatabase(config, (message) => console.warn(message));
  const applied = await seed(database.db, {
    password: config.seedPassword,
    accessTokenTtl: config.accessTokenTtl,
    refreshTokenTtl: config.refreshTokenTtl,
    storage: createDiskStorage(storageRoot(config.dataDir)),
  });

  const app = await buildApp({
    config,
    database,
    jobs: true,
    logger: {
      level: config.logLevel,
      ...(config.prettyLogs ? { transport: { target: 'pino-pretty' } } : {}),
      ...logRedaction,
    },
  });
  if (applied.length) app.log.info({ steps: applied }, 'database seeded');

  const shutdown = gracefulShutdown(app, database);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal).then((clean) => process.exit(clean ? 0 : 1)));
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  Investment Project Console is running at http://${host}:${port}/`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (await adminHasSeedPassword(database.db, config.seedPassword)) {
    lines.push(
      `  First sign-in: account ${SEED_USERS[0].account}, password ${config.seedPassword}` +
        (config.tenantMode ? `, tenant ${DEFAULT_TENANT_ID}` : ''),
      `  (other seeded accounts, same password: ${SEED_USERS.slice(1)
        .map((u) => u.account)
        .join(', ')})`,
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
