import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTokenSigner } from '../src/modules/auth/tokens.js';
import { tempDir } from './helpers/context.js';

const OLD = 'the-secret-every-process-signed-with-until-today';
const NEW = 'the-secret-every-process-signs-with-from-today-on';
const claims = { userId: '1', tenantId: '000000', account: 'admin', sessionId: 's1', clientId: 'c' };

describe('the signing secret of several processes', () => {
  it('must be given with DATABASE_URL, except to tools that sign no tokens', () => {
    const env = { DATABASE_URL: 'postgres://u:p@db.internal:5432/invest', DATA_DIR: tempDir() };
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET: required with DATABASE_URL/);
    expect(loadConfig({ ...env, JWT_SECRET: NEW }).jwtSecret).toBe(NEW);
    expect(loadConfig(env, { signsTokens: false }).databaseUrl).toBe(env.DATABASE_URL);
  });

  it('rotates: tokens of a previous secret verify until they expire; new tokens are signed with the new one', async () => {
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: NEW, JWT_PREVIOUS_SECRETS: ` ${OLD} ,` });
    expect(config.jwtPreviousSecrets).toEqual([OLD]);
    const before = await createTokenSigner(OLD).signAccess(claims, 60);
    const rotated = createTokenSigner(config.jwtSecret, config.jwtPreviousSecrets);
    expect((await rotated.verifyAccess(before))?.claims).toMatchObject({ userId: '1', sessionId: 's1' });
    const after = await rotated.signAccess(claims, 60);
    expect((await createTokenSigner(NEW).verifyAccess(after))?.claims).toMatchObject({ userId: '1' });
    // Once the old secret is dropped from the list, its tokens stop working.
    expect(await createTokenSigner(NEW).verifyAccess(before)).toBeUndefined();
  });
});

describe('database and HTTP limits', () => {
  it('have defaults that answer within the 10 s request budget, and can be set', () => {
    const defaults = loadConfig({ DATA_DIR: tempDir() });
    expect(defaults.postgres.connectTimeoutMs + defaults.postgres.queryTimeoutMs).toBeLessThan(10_000);
    expect(defaults.postgres.statementTimeoutMs).toBeLessThan(defaults.postgres.queryTimeoutMs);
    const set = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_QUERY_TIMEOUT_MS: '2500',
      DATABASE_STARTUP_WAIT_MS: '0',
      HTTP_HEADERS_TIMEOUT_MS: '5000',
      CACHE_TTL_MS: '30000',
    });
    expect(set.postgres).toMatchObject({ statementTimeoutMs: 2000, queryTimeoutMs: 2500, startupWaitMs: 0 });
    expect(set).toMatchObject({ httpHeadersTimeoutMs: 5000, cacheTtlMs: 30_000 });
  });
});
