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
