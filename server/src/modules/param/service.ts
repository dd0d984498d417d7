import type { Page } from '@invest/contract/paging';
import { RUNTIME_PARAM_KEYS, type ParamRecord, type ParamSubmit } from '@invest/contract/param';
import type { AuthUser } from '../../http/auth-context.js';
import { conflict, notFound } from '../../errors.js';
import { formatDateTime } from '../../http/format.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import { requirePermission, type PermissionCheck } from '../../http/permission.js';
import type { ParamRepo, ParamRow } from './repo.js';

const toRecord = (r: ParamRow): ParamRecord => ({
  id: r.id,
  paramName: r.paramName,
  paramNameEn: r.paramNameEn,
  paramKey: r.paramKey,
  paramValue: r.paramValue,
  remark: r.remark,
  remarkEn: r.remarkEn,
  updateTime: formatDateTime(r.updateTime),
});

export function createParamService(repo: ParamRepo, permissions: PermissionCheck) {
  return {
    async page(
      auth: AuthUser,
      q: { current: number; size: number; ascs?: string; descs?: string; paramName?: string; paramKey?: string },
    ): Promise<Page<ParamRecord>> {
      const sort = sortOf(q);
      const { rows, total } = await repo.page(auth.tenantId, q, sort, q.size, offsetOf(q));
      return pageOf(rows.map(toRecord), total, q);
    },

    async detail(auth: AuthUser, id: string): Promise<ParamRecord> {
      const row = await repo.find(auth.tenantId, id);
      if (!row) throw notFound();
      return toRecord(row);
    },

    async submit(auth: AuthUser, body: ParamSubmit): Promise<ParamRecord> {
      await requirePermission(permissions, auth, body.id ? 'param_edit' : 'param_add');
      if (await repo.keyTaken(auth.tenantId, body.paramKey, body.id))
        throw conflict('paramKeyExists', { key: body.paramKey }).at('paramKey');
      const fields = {
        paramName: body.paramName,
        paramNameEn: body.paramNameEn,
        paramKey: body.paramKey,
        paramValue: body.paramValue,
        remark: body.remark,
        remarkEn: body.remarkEn,
      };
      if (body.id) {
        const row = await repo.update(auth.tenantId, body.id, { ...fields, updateUser: auth.userId });
        if (!row) throw notFound();
        return toRecord(row);
      }
      return toRecord(await repo.insert({ ...fields, tenantId: auth.tenantId, createUser: auth.userId }));
    },

    remove: (auth: AuthUser, ids: string[]) => repo.remove(auth.tenantId, ids, auth.userId),

    /** A new tenant starts with copies of another tenant's parameters. */
    async copyAll(fromTenant: string, toTenant: string): Promise<void> {
      for (const p of await repo.all(fromTenant)) {
        await repo.insert({
          tenantId: toTenant,
          paramName: p.paramName,
          paramNameEn: p.paramNameEn,
          paramKey: p.paramKey,
          paramValue: p.paramValue,
          remark: p.remark,
          remarkEn: p.remarkEn,
        });
      }
    },

    /** One parameter's value in the caller's tenant ('' when unset). */
    async valueOf(auth: AuthUser, key: string): Promise<string> {
      return (await repo.valuesOf(auth.tenantId, [key]))[0]?.paramValue ?? '';
    },

    /** The runtime settings every console reads (the idle-lock default, …), as key → value. */
    async runtime(auth: AuthUser): Promise<Record<string, string>> {
      const rows = await repo.valuesOf(auth.tenantId, RUNTIME_PARAM_KEYS);
      return Object.fromEntries(rows.map((r) => [r.paramKey, r.paramValue]));
    },
  };
}
export type ParamService = ReturnType<typeof createParamService>;
