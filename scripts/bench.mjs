// npm run bench: every benchmark, with figures printed for docs/performance.md.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, build, ensureChromium, ensureDependencies, log, run } from './lib.mjs';

await ensureDependencies();
await build();
await ensureChromium();
const only = process.argv[2];
for (const file of readdirSync(join(ROOT, 'scripts/bench'))
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  log(`bench ${file}`);
  const code = await run(process.execPath, [join(ROOT, 'scripts/bench', file)]);
  if (code !== 0) process.exit(code);
}
