import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import { oidcProviderConfig, type OidcProviderConfig } from './modules/auth/oidc.js';
import { DEFAULT_CACHE_TTL_MS } from './caches.js';
import { DEFAULT_POSTGRES_OPTIONS, type PostgresOptions } from './db/client.js';

/**
 * Every environment variable the server reads, parsed and documented in one place.
 * Defaults make `npm start` work on a fresh machine with nothing set.
 */
const flag = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((v) => v === 'on' || v === 'true' || v === '1');

const envSchema = z.object({
  /** HTTP port of the console and the API. */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Interface to listen on; 0.0.0.0 to serve other machines. */
  HOST: z.string().default('127.0.0.1'),
  /**
   * The address users reach the console at (an http(s) origin, no path); third-party sign-in sends
   * codes back there only. Unset → http://<HOST>:<PORT>, the address printed at start.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'an http(s) address such as https://invest.example.com' })
    .refine(
      (u) => !URL.canParse(u) || (new URL(u).pathname === '/' && !/[?#]/.test(u)),
      'an origin only, without a path',
    )
    .optional(),
  /** Where the embedded database, the JWT secret and uploaded files live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server (postgres://…); unset means the embedded PGlite in DATA_DIR/pg. */
  DATABASE_URL: z.string().optional(),
  /**
   * Secret for signing access tokens (at least 32 characters); unset → generated once into DATA_DIR.
   * Required with DATABASE_URL: every process behind a load balancer must sign with the same one.
   */
  JWT_SECRET: z.string().min(32).optional(),
  /** Former secrets, comma-separated: tokens they signed still verify until they expire (rotation). */
  JWT_PREVIOUS_SECRETS: z.string().optional(),
  /** PostgreSQL: time to open a connection, ms. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_POSTGRES_OPTIONS.connectTimeoutMs),
  /** PostgreSQL: longest statement the server runs before cancelling it, ms (0: no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_POSTGRES_OPTIONS.statementTimeoutMs),
  /** PostgreSQL: longest wait for a query's answer here, ms (0: no limit); covers a frozen server. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_POSTGRES_OPTIONS.queryTimeoutMs),
  /** PostgreSQL: a session idle inside a transaction this long is ended, ms (0: no limit). */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_POSTGRES_OPTIONS.idleInTransactionTimeoutMs),
  /** PostgreSQL: at start, how long to wait for a server that is down, ms. */
  DATABASE_STARTUP_WAIT_MS: z.coerce.number().int().min(0).default(DEFAULT_POSTGRES_OPTIONS.startupWaitMs),
  /** HTTP: the request headers must arrive within this, ms (slow clients get 408). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  /** HTTP: the whole request, body included, must arrive within this, ms (a 20 MB upload at 3 Mbit/s fits). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Longest life of a cached menu, grant, dictionary or client, ms, when no change was announced. */
  CACHE_TTL_MS: z.coerce.number().int().min(1000).default(DEFAULT_CACHE_TTL_MS),
  /** Multi-tenant sign-in (tenant field on the sign-in page). */
  TENANT_MODE: flag.default(false),
  /** Image captcha on sign-in (the password grant is then refused). */
  CAPTCHA_MODE: flag.default(false),
  /** Lifetime of an access token, seconds. */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).default(3600),
  /** Lifetime of a refresh token, seconds. */
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(60).default(604800),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * OpenID Connect providers for third-party sign-in, as JSON:
   * [{"source":"corp","name":"企业账号","nameEn":"Company account","issuer":"https://…","clientId":"…","clientSecret":"…"}]
   */
  OIDC_PROVIDERS: z.string().optional(),
  /** The built console to serve; defaults to web/dist of this repository. */
  WEB_DIST: z.string().optional(),
  /** Initial password of the seeded users, used only on the very first start. */
  SEED_PASSWORD: z.string().min(6).default('Invest@2026'),
  NODE_ENV: z.string().default('production'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Pool limits when `databaseUrl` is set. */
  postgres: Omit<PostgresOptions, 'onWait'>;
  jwtSecret: string;
  /** Secrets that no longer sign but still verify (rotation). */
  jwtPreviousSecrets: string[];
  cacheTtlMs: number;
  httpHeadersTimeoutMs: number;
  httpRequestTimeoutMs: number;
  tenantMode: boolean;
  captchaMode: boolean;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  logLevel: string;
  seedPassword: string;
  prettyLogs: boolean;
  /** Built console to serve; absent in API-only tests. */
  webDist: string | undefined;
  oidcProviders: OidcProviderConfig[];
  /** Where users reach the console (origin, no trailing slash): the only redirect target of sign-in. */
  publicUrl: string;
};

/**
 * `signsTokens: false` is for tools that only load data (seed:large): they sign no tokens, so they
 * need no shared JWT_SECRET with DATABASE_URL.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { signsTokens = true } = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL || undefined;
  if (databaseUrl && !e.JWT_SECRET && signsTokens) {
    // A secret generated into each process's DATA_DIR would sign users out at random behind a load balancer.
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: required with DATABASE_URL (the same value for every server process); ' +
        'for example: JWT_SECRET=$(openssl rand -base64 48)',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl,
    postgres: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      startupWaitMs: e.DATABASE_STARTUP_WAIT_MS,
    },
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    jwtPreviousSecrets: (e.JWT_PREVIOUS_SECRETS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cacheTtlMs: e.CACHE_TTL_MS,
    httpHeadersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
    httpRequestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    tenantMode: e.TENANT_MODE,
    captchaMode: e.CAPTCHA_MODE,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    seedPassword: e.SEED_PASSWORD,
    prettyLogs: e.NODE_ENV === 'development',
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    oidcProviders: parseProviders(e.OIDC_PROVIDERS),
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : defaultPublicUrl(e.HOST, e.PORT),
  };
}

function parseProviders(json: string | undefined): OidcProviderConfig[] {
  if (!json?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error('Invalid configuration:\n  OIDC_PROVIDERS: not valid JSON');
  }
  const parsed = z.array(oidcProviderConfig).safeParse(value);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration:\n  OIDC_PROVIDERS: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/** The address `main.ts` prints at start: an "any interface" host is reached as localhost. */
function defaultPublicUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** A secret generated on first start and kept, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
