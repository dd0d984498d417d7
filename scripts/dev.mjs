// npm run dev: the server in watch mode and Vite's dev server (which proxies /api to it).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureDependencies, mustRun } from './lib.mjs';

await ensureDependencies();
await mustRun('npx', ['tsc', '-b', 'packages/contract']);
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { cwd: join(ROOT, 'web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
