import { z } from 'zod';

/** Public facts the console needs before sign-in (tenant and captcha mode are server settings). */
export const publicConfig = z.object({
  tenantMode: z.boolean(),
  captchaMode: z.boolean(),
  version: z.string(),
  /** Third-party sign-in buttons. */
  socialProviders: z.array(z.object({ source: z.string(), name: z.string(), nameEn: z.string() })),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** Readiness: whether this process can serve requests now (its database answers). */
export const readiness = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

/** The diagnostics screen: facts about the serving process and its database. */
export const diagnostics = z.object({
  version: z.string(),
  /** `process.version`, e.g. `v20.19.2`. */
  node: z.string(),
  platform: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The server's `server_version` (PGlite embeds a PostgreSQL of its own version). */
    version: z.string(),
  }),
  /** When this process started (`yyyy-MM-dd HH:mm:ss`) and for how many seconds it has run. */
  startedAt: z.string(),
  uptimeSeconds: z.number().int(),
  serverTime: z.string(),
});
export type Diagnostics = z.infer<typeof diagnostics>;

export const ping = z.object({ pong: z.literal(true) });

/** The generated OpenAPI 3 document, as served (its shape is OpenAPI's, read by the console's reference). */
export const apiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
