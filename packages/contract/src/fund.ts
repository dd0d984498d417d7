import { z } from 'zod';
import { DEFAULT_CURRENCY } from './constants.js';
import { idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

export const fundRecord = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  currency: z.string(),
  /** 万元 */
  size: z.number(),
  vintageYear: z.number().int(),
  status: z.string(),
  managerId: z.string(),
  managerName: z.string(),
  description: z.string(),
  projectCount: z.number().int(),
  /** Sum of invested amounts of its projects, 万元. */
  investedTotal: z.number(),
  createTime: z.string(),
});
export type FundRecord = z.infer<typeof fundRecord>;

/** A fund in the selects of other screens. */
export const fundOption = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type FundOption = z.infer<typeof fundOption>;

export const fundQuery = pageQuery.extend({
  name: z.string().max(100).optional(),
  status: z.string().max(8).optional(),
  currency: z.string().max(8).optional(),
});

export const fundSubmit = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(100),
  code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/),
  currency: z.string().trim().min(1).max(8).default(DEFAULT_CURRENCY),
  size: z.number().min(0).max(1e12),
  vintageYear: z.number().int().min(1990).max(2100),
  status: z.string().trim().min(1).max(8).default('1'),
  managerId: idSchema.optional(),
  description: z.string().trim().max(2000).default(''),
});
export type FundSubmit = z.infer<typeof fundSubmit>;
