/**
 * `npm run seed:large`: loads the benchmark data set (100,000 projects, 1,000,000 reminders by
 * default; LARGE_PROJECTS / LARGE_REMINDERS change it) into the configured database —
 * PostgreSQL when DATABASE_URL is set, else the embedded one in DATA_DIR — after the normal seed.
 * Run it while the console is stopped.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seed } from '../db/seed/index.js';
import { loadLargeDataset } from '../db/seed/large.js';
import { createDiskStorage, storageRoot } from '../storage/storage.js';

const config = loadConfig(process.env, { signsTokens: false });
// Loading a million rows takes statements far longer than the server's per-request limits.
const database = await openDatabase({
  ...config,
  postgres: { ...config.postgres, statementTimeoutMs: 0, queryTimeoutMs: 0 },
});
await seed(database.db, {
  password: config.seedPassword,
  accessTokenTtl: config.accessTokenTtl,
  refreshTokenTtl: config.refreshTokenTtl,
  storage: createDiskStorage(storageRoot(config.dataDir)),
});
const started = Date.now();
const loaded = await loadLargeDataset(
  database.db,
  {
    projects: Number(process.env.LARGE_PROJECTS ?? 100_000),
    reminders: Number(process.env.LARGE_REMINDERS ?? 1_000_000),
  },
  (line) => console.log(line),
);
console.log(
  loaded
    ? `Loaded in ${Math.round((Date.now() - started) / 1000)} s.`
    : 'The large data set is already loaded in this database; nothing to do.',
);
await database.close();
