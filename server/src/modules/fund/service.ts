import type { FundRecord, FundSubmit } from '@invest/contract/fund';
import type { Page } from '@invest/contract/paging';
import type { AuthUser } from '../../http/auth-context.js';
import { invalid, conflict, notFound } from '../../errors.js';
import { formatDateTime } from '../../http/format.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import { requirePermission, type PermissionCheck } from '../../http/permission.js';
import type { UserService } from '../user/service.js';
import type { FundRepo, FundWithTotals } from './repo.js';

export function createFundService(repo: FundRepo, users: UserService, permissions: PermissionCheck) {
  async function toRecords(tenantId: string, rows: FundWithTotals[]): Promise<FundRecord[]> {
    const names = await users.namesOf(
      tenantId,
      rows.map((r) => r.managerId).filter((x): x is string => Boolean(x)),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      currency: r.currency,
      size: r.size,
      vintageYear: r.vintageYear,
      status: r.status,
      managerId: r.managerId ?? '',
      managerName: (r.managerId && names.get(r.managerId)) || '',
      description: r.description,
      projectCount: r.projectCount,
      investedTotal: r.investedTotal,
      createTime: formatDateTime(r.createTime),
    }));
  }

  async function detail(auth: AuthUser, id: string): Promise<FundRecord> {
    const row = await repo.find(auth.tenantId, id);
    if (!row) throw notFound();
    return (await toRecords(auth.tenantId, [row]))[0]!;
  }

  return {
    detail,

    async page(
      auth: AuthUser,
      q: {
        current: number;
        size: number;
        ascs?: string;
        descs?: string;
        name?: string;
        status?: string;
        currency?: string;
      },
    ): Promise<Page<FundRecord>> {
      const sort = sortOf(q);
      const { rows, total } = await repo.page(auth.tenantId, q, sort, q.size, offsetOf(q));
      return pageOf(await toRecords(auth.tenantId, rows), total, q);
    },

    list: (auth: AuthUser) => repo.all(auth.tenantId),

    /** Fund names and currencies (of their amounts) by id, for other modules' lists. */
    async briefsOf(tenantId: string, ids: string[]): Promise<Map<string, { name: string; currency: string }>> {
      return new Map((await repo.names(tenantId, [...new Set(ids)])).map(({ id, ...brief }) => [id, brief]));
    },

    async exists(auth: AuthUser, id: string): Promise<boolean> {
      return Boolean(await repo.find(auth.tenantId, id));
    },

    async submit(auth: AuthUser, body: FundSubmit): Promise<FundRecord> {
      await requirePermission(permissions, auth, body.id ? 'fund_edit' : 'fund_add');
      if (await repo.codeTaken(auth.tenantId, body.code, body.id))
        throw conflict('fundCodeExists', { code: body.code }).at('code');
      if (body.managerId && !(await users.namesOf(auth.tenantId, [body.managerId])).size) throw invalid('userNotFound');
      const { id, ...fields } = body;
      if (id) {
        if (!(await repo.update(auth.tenantId, id, { ...fields, updateUser: auth.userId }))) throw notFound();
        return detail(auth, id);
      }
      const row = await repo.insert({
        ...fields,
        managerId: fields.managerId ?? auth.userId,
        tenantId: auth.tenantId,
        createUser: auth.userId,
      });
      return detail(auth, row.id);
    },

    /** Deletes funds that no project points at. */
    async remove(auth: AuthUser, ids: string[]): Promise<number> {
      for (const id of ids) {
        const row = await repo.find(auth.tenantId, id);
        if (row && row.projectCount > 0) throw conflict('fundInUse', { name: row.name, count: row.projectCount });
      }
      return repo.remove(auth.tenantId, ids, auth.userId);
    },
  };
}
export type FundService = ReturnType<typeof createFundService>;
