import type { TenantInfo } from '@invest/contract/tenant';
import { forbidden, invalid } from '../../errors.js';
import type { TenantRepo, TenantRow } from './repo.js';

export function createTenantService(repo: TenantRepo) {
  return {
    /** The tenant a sign-in names, if it may sign in now; otherwise a clear refusal. */
    async requireActive(tenantId: string, now = new Date()): Promise<TenantRow> {
      const row = await repo.findByTenantId(tenantId);
      if (!row) throw invalid('tenantUnknown');
      if (row.status !== 1) throw forbidden('tenantDisabled');
      if (row.expireTime && row.expireTime.getTime() < now.getTime()) throw forbidden('tenantExpired');
      return row;
    },

    /** The account quota of a tenant (-1: no limit). */
    async accountQuota(tenantId: string): Promise<number> {
      return (await repo.findByTenantId(tenantId))?.accountNumber ?? -1;
    },

    /** Derives the tenant from the host the console is served on (GET tenant/info?domain=). */
    async infoByDomain(domain: string): Promise<TenantInfo | null> {
      const host = domain.trim().toLowerCase();
      if (!host) return null;
      const row = await repo.findByDomain(host);
      return row ? { tenantId: row.tenantId, tenantName: row.tenantName, domain: row.domain } : null;
    },
  };
}
export type TenantService = ReturnType<typeof createTenantService>;
