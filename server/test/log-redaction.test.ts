import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRedaction, redactSecrets } from '../src/http/log-redaction.js';
import { md5Hex } from '../src/modules/auth/secrets.js';
import { createTestContext, SEED_PASSWORD, type TestContext } from './helpers/context.js';

/** Every line the server logs, as written. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const logText = () => lines.join('');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { logger: { level: 'trace', stream: capture, ...logRedaction } });
});
afterAll(() => ctx.close());

describe('the server log', () => {
  it('holds neither the password digest nor any token after sign-in, refresh and signed-in calls', async () => {
    lines.length = 0;
    const signedIn = await ctx.signIn('manager');
    expect(signedIn.statusCode).toBe(200);
    const { access_token: accessToken, refresh_token: firstRefresh } = signedIn.json();

    const refreshed = await ctx.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      query: { grant_type: 'refresh_token', refresh_token: firstRefresh, tenantId: '000000', scope: 'all' },
    });
    expect(refreshed.statusCode).toBe(200);
    const secondRefresh = refreshed.json().refresh_token as string;
    const refreshedAgain = await ctx.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token/refresh',
      query: { refreshToken: secondRefresh },
    });
    expect(refreshedAgain.statusCode).toBe(200);
    const { access_token: lastAccess, refresh_token: lastRefresh } = refreshedAgain.json();

    const info = await ctx.inject({
      method: 'GET',
      url: '/api/blade-auth/oauth/user-info',
      headers: { 'blade-auth': `bearer ${lastAccess}` },
    });
    expect(info.statusCode).toBe(200);
    // A wrong password and a third-party return are logged too.
    expect((await ctx.signIn('manager', { password: 'wrong-guess', ip: '10.9.0.1' })).statusCode).toBe(400);
    await ctx.inject({ method: 'GET', url: '/login?source=demo&code=auth-code-123&state=s1' });

    const log = logText();
    expect(log).toContain('/api/blade-auth/oauth/token');
    expect(log).toContain('[REDACTED]');
    for (const secret of [
      md5Hex(SEED_PASSWORD),
      md5Hex('wrong-guess'),
      accessToken,
      lastAccess,
      firstRefresh,
      secondRefresh,
      lastRefresh,
      'auth-code-123',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('scrubs secrets from messages, error messages and stacks, and other fields', () => {
    lines.length = 0;
    const digest = md5Hex('another-password');
    ctx.app.log.info(`Route POST:/api/blade-auth/oauth/token?password=${digest} not found`);
    ctx.app.log.error({ err: new Error(`failed: /api/x?refresh_token=tok-1&tenantId=000000`) }, 'request failed');
    ctx.app.log.warn({ url: '/api/x?client_secret=shh-2', body: '{"oldPassword":"old-3","name":"x"}' }, 'odd call');
    const log = logText();
    for (const secret of [digest, 'tok-1', 'shh-2', 'old-3']) expect(log).not.toContain(secret);
    expect(log).toContain('tenantId=000000');
  });
});

describe('redactSecrets', () => {
  it('replaces the values of secret-bearing parameters and keeps the others', () => {
    expect(
      redactSecrets(
        '/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=abc&grant_type=password&scope=all',
      ),
    ).toBe(
      '/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=[REDACTED]&grant_type=password&scope=all',
    );
    const secrets = [
      'refresh_token',
      'refreshToken',
      'access_token',
      'code',
      'client_secret',
      'captcha_code',
      'captchaCode',
      'smsCode',
      'newPassword',
      'newPassword1',
      'oldPassword',
      'token',
    ];
    for (const name of secrets)
      expect(redactSecrets(`/x?a=1&${name}=s3cret&b=2`), name).toBe(`/x?a=1&${name}=[REDACTED]&b=2`);
    for (const name of ['source', 'state', 'phone', 'roleCode', 'current']) {
      expect(redactSecrets(`/x?${name}=kept`), name).toBe(`/x?${name}=kept`);
    }
    expect(redactSecrets('{"password": "abc", "account": "admin"}')).toBe(
      '{"password": "[REDACTED]", "account": "admin"}',
    );
  });
});
