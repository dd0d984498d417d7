import { execFile } from 'node:child_process';
import { chownSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from './context.js';

/**
 * A PostgreSQL cluster of a test's own, on a free port, that the test may stop, restart or freeze
 * without disturbing the machine's shared server (other test runs use it). Debian's binaries.
 */
const BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

/** Why the tests that need a private cluster cannot run here, or undefined when they can. */
export const privatePostgresMissing = existsSync(join(BIN, 'initdb'))
  ? undefined
  : `no PostgreSQL binaries in ${BIN} (Debian's postgresql-15 package)`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;

/**
 * initdb refuses to run as root: as root the cluster belongs to the `postgres` user. `logStatements`
 * writes every statement to the server log (`statements()` reads it), to count what the server runs.
 */
export async function startPrivatePostgres({ logStatements = false }: { logStatements?: boolean } = {}) {
  const dir = tempDir('invest-pg-');
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    chownSync(dir, Number(uid.stdout), Number(gid.stdout));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]) : run(join(BIN, tool), args);
  const port = await freePort();
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    ...(logStatements ? ['-c log_statement=all'] : []),
  ].join(' ');
  const pgCtl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-w', ...args]);
  await pgCtl('-l', log, '-o', options, 'start');

  /** The postmaster and its backends, to freeze and thaw them. */
  const processes = async (): Promise<string[]> => {
    const postmaster = readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
    const children = await run('pgrep', ['-P', postmaster]).catch(() => ({ stdout: '' }));
    return [postmaster, ...children.stdout.split('\n').filter(Boolean)];
  };

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // With -l the server's output goes to the log, not to our pipe (execFile would wait for it).
    start: () => pgCtl('-l', log, '-o', options, 'start'),
    stop: () => pgCtl('-m', 'fast', 'stop'),
    restart: () => pgCtl('-l', log, '-o', options, '-m', 'fast', 'restart'),
    /** SIGSTOP: the server keeps its connections open but answers nothing. */
    freeze: async () => void (await run('kill', ['-STOP', ...(await processes())])),
    thaw: async () => void (await run('kill', ['-CONT', ...(await processes())])),
    /** Statements the server has logged so far (with `logStatements`). */
    statements: () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.includes('statement: ') || line.includes('execute ')),
    async destroy() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
    },
  };
}
