import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import { oidcProviderConfig, type OidcProviderConfig } from './modules/auth/oidc.js';

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
  /** Where the embedded database, the JWT secret and uploaded files live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server (postgres://…); unset means the embedded PGlite in DATA_DIR/pg. */
  DATABASE_URL: z.string().optional(),
  /** Secret for signing access tokens (at least 32 characters); unset → generated once into DATA_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
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
  jwtSecret: string;
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
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    tenantMode: e.TENANT_MODE,
    captchaMode: e.CAPTCHA_MODE,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    seedPassword: e.SEED_PASSWORD,
    prettyLogs: e.NODE_ENV === 'development',
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    oidcProviders: parseProviders(e.OIDC_PROVIDERS),
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

/** A secret generated on first start and kept, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
