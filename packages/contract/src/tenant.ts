import { z } from 'zod';

export const DEFAULT_TENANT_ID = '000000';

export const tenantInfoQuery = z.object({ domain: z.string().max(255) });
export const tenantInfo = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  domain: z.string(),
});
export type TenantInfo = z.infer<typeof tenantInfo>;
