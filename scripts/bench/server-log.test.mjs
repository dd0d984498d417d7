import { describe, expect, it } from 'vitest';
import { signInsFromLog, WINDOW_MS } from './server-log.mjs';

const came = (pid, reqId, time, url) => JSON.stringify({ pid, reqId, time, msg: 'incoming request', req: { url } });
const went = (pid, reqId, time, responseTime) =>
  JSON.stringify({ pid, reqId, time, msg: 'request completed', responseTime });

describe('signInsFromLog', () => {
  it('gives each token request the API calls that reached its own server after it, in the order they came', () => {
    const log = [
      '  Investment Project Console is running at http://127.0.0.1:1/',
      came(1, 'a', 1000, '/api/blade-auth/oauth/token?tenantId=000000'),
      // Another server's calls in the same file belong to its own sign-in.
      came(2, 'a', 1005, '/api/blade-auth/oauth/token?tenantId=000000'),
      went(1, 'a', 1030, 29.5),
      went(2, 'a', 1090, 84.2),
      came(1, 'c', 1062, '/api/blade-system/menu/routes'),
      came(1, 'b', 1060, '/api/blade-auth/oauth/user-info'),
      went(1, 'b', 1065, 4.1),
      went(1, 'c', 1070, 7.9),
      // A static file is not an API call.
      came(1, 'd', 1070, '/assets/ProjectPage-1.js'),
      went(1, 'd', 1071, 0.4),
      // Too late to be this sign-in's.
      came(1, 'e', 1000 + WINDOW_MS, '/api/blade-system/menu/top-menu'),
      went(1, 'e', 1000 + WINDOW_MS + 20, 19.8),
    ].join('\n');

    expect(signInsFromLog(log)).toEqual([
      {
        pid: 1,
        calls: [
          { url: '/api/blade-auth/oauth/token?tenantId=000000', came: 0, went: 30, ms: 29.5 },
          { url: '/api/blade-auth/oauth/user-info', came: 60, went: 65, ms: 4.1 },
          { url: '/api/blade-system/menu/routes', came: 62, went: 70, ms: 7.9 },
        ],
      },
      { pid: 2, calls: [{ url: '/api/blade-auth/oauth/token?tenantId=000000', came: 0, went: 85, ms: 84.2 }] },
    ]);
  });

  it('ends one sign-in where the next token request of the same server begins', () => {
    const log = [
      came(1, 'a', 0, '/api/blade-auth/oauth/token'),
      went(1, 'a', 20, 20),
      came(1, 'c', 60, '/api/blade-auth/oauth/user-info'),
      went(1, 'c', 65, 5),
      came(1, 'b', 100, '/api/blade-auth/oauth/token'),
      went(1, 'b', 130, 30),
      came(1, 'd', 160, '/api/blade-auth/oauth/user-info'),
      went(1, 'd', 165, 5),
    ].join('\n');

    expect(signInsFromLog(log).map((s) => s.calls.map((c) => c.came))).toEqual([
      [0, 60],
      [0, 60],
    ]);
  });
});
