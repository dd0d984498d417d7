import { z } from 'zod';
import { passwordDigest } from './auth.js';
import { idList, idSchema } from './envelope.js';
import { pageQuery } from './paging.js';

export const tenantInfoQuery = z.object({ domain: z.string().max(255) });
export const tenantInfo = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  domain: z.string(),
});
export type TenantInfo = z.infer<typeof tenantInfo>;

export const tenantRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  domain: z.string(),
  linkman: z.string(),
  contactNumber: z.string(),
  /** Account quota; -1 for no limit. */
  accountNumber: z.number().int(),
  /** `yyyy-MM-dd HH:mm:ss`, or '' for no expiry. */
  expireTime: z.string(),
  status: z.number().int(),
  userCount: z.number().int(),
  createTime: z.string(),
});
export type TenantRecord = z.infer<typeof tenantRecord>;

export const tenantQuery = pageQuery.extend({
  tenantId: z.string().max(12).optional(),
  tenantName: z.string().max(100).optional(),
});

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(255)
  .regex(/^([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?)?$/);

export const tenantSubmit = z.object({
  id: idSchema.optional(),
  tenantName: z.string().trim().min(1).max(100),
  domain: domain.default(''),
  linkman: z.string().trim().max(50).default(''),
  contactNumber: z.string().trim().max(32).default(''),
  /** Only when creating: the tenant's first administrator. */
  adminAccount: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[A-Za-z0-9_.@-]+$/)
    .optional(),
  adminPassword: passwordDigest.optional(),
  adminName: z.string().trim().max(64).optional(),
});
export type TenantSubmit = z.infer<typeof tenantSubmit>;

export const tenantSetting = z.object({
  ids: idList,
  accountNumber: z.coerce.number().int().min(-1).max(1_000_000).optional(),
  /** `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss`, or '' to remove the expiry. */
  expireTime: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?)?$/)
    .optional(),
});
