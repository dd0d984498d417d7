// npm run seed:large: the benchmark data set (100,000 projects, 1,000,000 reminders) in the
// database the console uses — PostgreSQL when DATABASE_URL is set, else the embedded one in ./data.
import { join } from 'node:path';
import { ROOT, build, ensureDependencies, run } from './lib.mjs';

await ensureDependencies();
await build();
process.exit(await run(process.execPath, [join(ROOT, 'server/dist/tools/large-dataset.js')]));
