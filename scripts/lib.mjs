// Small helpers shared by the npm scripts. Plain Node, no dependencies: they run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = '/usr/bin/chromium';
/**
 * What the benchmarks launch: Debian's Chromium through scripts/chromium.sh, which turns off the
 * browser's own work that a user's browser does not do on each page (the Playwright config
 * launches the same script). `CHROMIUM_LAUNCHER=/usr/bin/chromium` measures without it, as the
 * figures before 2026-11-30's fifth session were.
 */
export const CHROMIUM_LAUNCHER = process.env.CHROMIUM_LAUNCHER ?? join(ROOT, 'scripts', 'chromium.sh');

export function log(message) {
  console.log(`\n\u001b[36m▸ ${message}\u001b[0m`);
}

/** Runs a command with the terminal attached; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Installs the npm dependencies when they are missing or older than the lock file. */
export async function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (npm ci)');
  await mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

/**
 * The newest modification time of the files under `path` (not counting installed packages and
 * build output: tsc's `.tsbuildinfo` is written after the files it built). Files only: a folder's
 * own time changes when anything appears in it, such as the `node_modules/.vite-temp` that a test
 * run's Vite leaves in web/. Either made every `npm start` build again for nothing.
 */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.endsWith('.tsbuildinfo')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds the contract, the server and the console; skipped when every output is newer than its sources. */
export async function build({ force = false } = {}) {
  const outputs = ['server/dist/main.js', 'web/dist/index.html', 'packages/contract/dist/auth.js'].map((p) =>
    join(ROOT, p),
  );
  const sources = ['packages/contract', 'server/src', 'web', 'package-lock.json'].map((p) => join(ROOT, p));
  const builtAt = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  if (!force && builtAt > Math.max(...sources.map(newestMtime))) return;
  log('Building the server and the console');
  await mustRun('npx', ['tsc', '-b', 'packages/contract', 'server']);
  await mustRun('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(ROOT, 'web') });
}

/**
 * A Chinese font: without one Chromium draws the console's default language as boxes of another
 * width. Noto Sans CJK is in the console's font stack (lib/consoleFont.ts), so Chromium finds it by
 * name, with a true bold, as users' browsers find YaHei or PingFang; a face reached only through
 * fontconfig's fallback made the first screen's layout and the charts' text measuring search for
 * each run of Chinese text (docs/decisions.md, "Noto Sans CJK on the test machines").
 */
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/**
 * Debian's Chromium and a Chinese font for the browser tests; installed with apt-get when
 * missing (no browser downloads).
 */
export async function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(CJK_FONT)) return;
  log('Installing Debian chromium and a Chinese font for the browser tests (apt-get)');
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(asRoot ? [] : ['apt-get']), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (
    (await apt(['update', '-qq'])) !== 0 ||
    (await apt(['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'])) !== 0
  ) {
    console.error(`✖ Could not install chromium. Install it with: sudo apt-get install chromium fonts-noto-cjk`);
    process.exit(1);
  }
}

/** Whether a PostgreSQL server answers at `url` (within two seconds). */
export function postgresReachable(url) {
  const probe =
    `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:2000});` +
    `c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`;
  const result = spawnSync(process.execPath, ['-e', probe, url], { cwd: join(ROOT, 'server'), timeout: 5000 });
  return result.status === 0;
}
