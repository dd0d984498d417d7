import type { Page } from '@invest/contract/paging';
import { DEFAULT_TENANT_ID } from '@invest/contract/constants';
import type { TenantRecord, TenantSubmit } from '@invest/contract/tenant';
import { nextId } from '../../db/ids.js';
import type { AuthUser } from '../../http/auth-context.js';
import { invalid, conflict, notFound } from '../../errors.js';
import { formatDateTime, parseDateTime } from '../../http/format.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import { requirePermission, type PermissionCheck } from '../../http/permission.js';
import { requireSuperAdmin } from '../../http/super.js';
import type { AuthService } from '../auth/service.js';
import type { DictService } from '../dict/service.js';
import type { ParamService } from '../param/service.js';
import type { RoleService } from '../role/service.js';
import type { UserService } from '../user/service.js';
import type { TenantRepo, TenantRow } from './repo.js';

type Deps = {
  repo: TenantRepo;
  dicts: DictService;
  roles: RoleService;
  params: ParamService;
  users: UserService;
  auth: AuthService;
  permissions: PermissionCheck;
  /** The workflow: deploys the shipped processes (leave, project approval) in a new tenant. */
  processes: { deployShipped(tenantId: string): Promise<void> };
};

/** The super administrator's tenant management. */
export function createTenantAdmin({ repo, dicts, roles, params, users, auth, permissions, processes }: Deps) {
  async function toRecord(r: TenantRow): Promise<TenantRecord> {
    return {
      id: r.id,
      tenantId: r.tenantId,
      tenantName: r.tenantName,
      domain: r.domain,
      linkman: r.linkman,
      contactNumber: r.contactNumber,
      accountNumber: r.accountNumber,
      expireTime: formatDateTime(r.expireTime),
      status: r.status,
      userCount: await users.countUsers(r.tenantId),
      createTime: formatDateTime(r.createTime),
    };
  }

  async function detail(a: AuthUser, id: string): Promise<TenantRecord> {
    requireSuperAdmin(a);
    const row = await repo.find(id);
    if (!row) throw notFound();
    return toRecord(row);
  }

  /** A new tenant gets the product's dictionaries, the default tenant's roles and parameters, the shipped processes, and its administrator. */
  async function provision(tenantId: string, body: TenantSubmit): Promise<void> {
    await dicts.copySealed(DEFAULT_TENANT_ID, tenantId, nextId);
    const roleIds = await roles.copyRoles(DEFAULT_TENANT_ID, tenantId);
    await params.copyAll(DEFAULT_TENANT_ID, tenantId);
    await processes.deployShipped(tenantId);
    await users.createAccount(tenantId, {
      account: body.adminAccount!,
      name: body.adminName || body.adminAccount!,
      digest: body.adminPassword!,
      roleIds: [roleIds.get('admin')!].filter(Boolean),
    });
  }

  return {
    detail,

    async page(
      a: AuthUser,
      q: { current: number; size: number; ascs?: string; descs?: string; tenantId?: string; tenantName?: string },
    ): Promise<Page<TenantRecord>> {
      requireSuperAdmin(a);
      const sort = sortOf(q);
      const { rows, total } = await repo.page(q, sort, q.size, offsetOf(q));
      return pageOf(await Promise.all(rows.map(toRecord)), total, q);
    },

    async submit(a: AuthUser, body: TenantSubmit): Promise<TenantRecord> {
      requireSuperAdmin(a);
      await requirePermission(permissions, a, body.id ? 'tenant_edit' : 'tenant_add');
      if (body.domain && (await repo.domainTaken(body.domain, body.id)))
        throw conflict('domainExists', { domain: body.domain }).at('domain');
      const fields = {
        tenantName: body.tenantName,
        domain: body.domain,
        linkman: body.linkman,
        contactNumber: body.contactNumber,
      };
      if (body.id) {
        if (!(await repo.update([body.id], { ...fields, updateUser: a.userId }))) throw notFound();
        return detail(a, body.id);
      }
      if (!body.adminAccount || !body.adminPassword) throw invalid('tenantAdminRequired');
      const row = await repo.insert({ ...fields, tenantId: await repo.nextTenantId(), createUser: a.userId });
      try {
        await provision(row.tenantId, body);
      } catch (err) {
        // Spread over several modules, so not one transaction: undo by removing the half-made tenant.
        await repo.remove([row.id], a.userId);
        throw err;
      }
      return detail(a, row.id);
    },

    async remove(a: AuthUser, ids: string[]): Promise<number> {
      requireSuperAdmin(a);
      const rows = await repo.findMany(ids);
      if (rows.some((r) => r.tenantId === DEFAULT_TENANT_ID)) throw invalid('defaultTenantFixed');
      const removed = await repo.remove(
        rows.map((r) => r.id),
        a.userId,
      );
      await auth.signOutTenants(rows.map((r) => r.tenantId));
      return removed;
    },

    /** Account quota and expiry of tenants. */
    async setting(a: AuthUser, s: { ids: string[]; accountNumber?: number; expireTime?: string }): Promise<number> {
      requireSuperAdmin(a);
      const fields: { accountNumber?: number; expireTime?: Date | null; updateUser: string } = { updateUser: a.userId };
      if (s.accountNumber !== undefined) fields.accountNumber = s.accountNumber;
      if (s.expireTime !== undefined)
        fields.expireTime = s.expireTime ? parseDateTime(s.expireTime, 'expireTime', true)! : null;
      const changed = await repo.update(s.ids, fields);
      await auth.sessionsChanged();
      return changed;
    },
  };
}
export type TenantAdmin = ReturnType<typeof createTenantAdmin>;
