// The server's own side of each sign-in, from the request logs a benchmark kept with
// BENCH_SERVER_LOG=<file> (scripts/bench/server.mjs): for every token request, the API calls that
// reached the same server within WINDOW_MS of it (and before its next token request), with when
// each came and went (ms after the token request came) and the server's time for it (Fastify's
// `responseTime`). What the browser waited beyond these is its own work or the machine's, not the
// server's (docs/performance.md).
//   node scripts/bench/server-log.mjs <file>
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median } from './stats.mjs';

/** How long after a token request its session's and home page's calls count as its own. */
export const WINDOW_MS = 400;

const TOKEN = /\/oauth\/token\b/;

/**
 * The sign-ins of a log of pino's JSON lines (several servers may share it: lines are told apart
 * by pid). Each: `{ pid, calls: [{ url, came, went, ms }] }`, the token request first.
 */
export function signInsFromLog(text) {
  const records = text
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return undefined; // the start banner and anything else that is not a log record
      }
    })
    .filter((record) => record && typeof record === 'object');
  const incoming = new Map();
  const calls = [];
  for (const record of records) {
    const key = `${record.pid}:${record.reqId}`;
    if (record.msg === 'incoming request') incoming.set(key, record);
    if (record.msg !== 'request completed') continue;
    const came = incoming.get(key);
    if (!came || !came.req?.url?.startsWith('/api/')) continue;
    calls.push({ pid: record.pid, url: came.req.url, came: came.time, went: record.time, ms: record.responseTime });
  }
  calls.sort((a, b) => a.came - b.came);
  const tokens = calls.filter((call) => TOKEN.test(call.url));
  return tokens.map((token) => {
    // A sign-in's calls end WINDOW_MS after its token request, or at its server's next one.
    const next = tokens.find((t) => t.pid === token.pid && t.came > token.came);
    const end = Math.min(token.came + WINDOW_MS, next?.came ?? Number.POSITIVE_INFINITY);
    return {
      pid: token.pid,
      calls: calls
        .filter(
          (c) => c.pid === token.pid && c.came >= token.came && c.came < end && (c === token || !TOKEN.test(c.url)),
        )
        .map((c) => ({ url: c.url, came: c.came - token.came, went: c.went - token.came, ms: c.ms })),
    };
  });
}

function print(signIns) {
  for (const { pid, calls } of signIns) {
    console.log(`sign-in (server ${pid}): came, went, server time (ms after the token request came)`);
    for (const c of calls)
      console.log(
        `  ${String(c.came).padStart(5)} ${String(c.went).padStart(5)} ${c.ms.toFixed(1).padStart(7)}  ${c.url.slice(0, 70)}`,
      );
  }
  // One line per server: a comparison's two builds each have their own.
  for (const pid of new Set(signIns.map((s) => s.pid))) {
    const own = signIns.filter((s) => s.pid === pid);
    const token = median(own.map((s) => s.calls[0].ms));
    const after = median(own.map((s) => s.calls.slice(1).reduce((sum, c) => sum + c.ms, 0)));
    console.log(
      `server ${pid}, median of ${own.length} sign-ins: the token ${token.toFixed(1)} ms, the calls after it ${after.toFixed(1)} ms in all`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/bench/server-log.mjs <file written with BENCH_SERVER_LOG>');
    process.exit(2);
  }
  print(signInsFromLog(readFileSync(file, 'utf8')));
}
