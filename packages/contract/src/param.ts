import { z } from 'zod';
import { idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

export const paramRecord = z.object({
  id: z.string(),
  paramName: z.string(),
  /** '' when unset: the console then shows the Chinese name (and remark). */
  paramNameEn: z.string(),
  paramKey: z.string(),
  paramValue: z.string(),
  remark: z.string(),
  remarkEn: z.string(),
  updateTime: z.string(),
});
export type ParamRecord = z.infer<typeof paramRecord>;

export const paramSubmit = z.object({
  id: idSchema.optional(),
  paramName: z.string().trim().min(1).max(100),
  paramKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/),
  paramValue: z.string().max(2000).default(''),
  remark: z.string().trim().max(255).default(''),
  paramNameEn: z.string().trim().max(100).default(''),
  remarkEn: z.string().trim().max(255).default(''),
});
export type ParamSubmit = z.infer<typeof paramSubmit>;

export const paramQuery = pageQuery.extend({
  paramName: z.string().max(100).optional(),
  paramKey: z.string().max(100).optional(),
});

/** Parameters every signed-in console reads at start; the only ones exposed beyond the parameter screen. */
export const RUNTIME_PARAM_KEYS = ['lock.idleMinutes'] as const;
export const runtimeParams = z.record(z.string(), z.string());
