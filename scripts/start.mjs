// npm start: install what is missing, build, then run the console on the embedded database.
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, build, ensureDependencies } from './lib.mjs';

await ensureDependencies();
await build();
const server = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
