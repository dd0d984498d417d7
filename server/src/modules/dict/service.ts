import { PARENT_KEY, ROOT_ID } from '@invest/contract/constants';
import type { DictItem, DictRecord, DictSubmit, DictTreeNode } from '@invest/contract/dict';
import type { Page } from '@invest/contract/paging';
import type { CacheHub } from '../../caches.js';
import type { AuthUser } from '../../http/auth-context.js';
import { invalid, conflict, notFound } from '../../errors.js';
import { offsetOf, pageOf, sortOf } from '../../paging.js';
import { requirePermission, type PermissionCheck } from '../../http/permission.js';
import type { DictRepo, DictRowWithCount } from './repo.js';

const toRecord = (r: DictRowWithCount): DictRecord => ({
  id: r.id,
  parentId: r.parentId,
  code: r.code,
  dictKey: r.dictKey,
  dictValue: r.dictValue,
  dictValueEn: r.dictValueEn,
  sort: r.sort,
  remark: r.remark,
  isSealed: r.isSealed,
  itemCount: r.itemCount,
});

type PageParams = { current: number; size: number; ascs?: string; descs?: string };

/** Dictionaries of a tenant: codes (parents) and their items, and the cached look-up by code. */
export function createDictService(repo: DictRepo, caches: CacheHub, permissions: PermissionCheck) {
  const cache = caches.cache<DictItem[]>('dict');

  async function changed(): Promise<void> {
    await caches.clear('dict');
  }

  async function addOrUpdate(auth: AuthUser, body: DictSubmit): Promise<string> {
    const t = auth.tenantId;
    if (body.id) {
      const existing = await repo.find(t, body.id);
      if (!existing) throw notFound();
      const common = { dictValue: body.dictValue, dictValueEn: body.dictValueEn, sort: body.sort, remark: body.remark };
      if (existing.parentId === ROOT_ID) {
        const code = body.code ?? existing.code;
        if (code !== existing.code) {
          if (existing.isSealed) throw invalid('dictSealedCode');
          if (await repo.exists(t, code, PARENT_KEY, existing.id))
            throw conflict('dictCodeExists', { code }).at('code');
        }
        await repo.update(t, existing.id, { ...common, code, isSealed: body.isSealed }, auth.userId);
      } else {
        const dictKey = body.dictKey ?? existing.dictKey;
        if (await repo.exists(t, existing.code, dictKey, existing.id)) {
          throw conflict('dictKeyExists', { code: existing.code, key: dictKey }).at('dictKey');
        }
        await repo.update(t, existing.id, { ...common, dictKey, isSealed: body.isSealed }, auth.userId);
      }
      return existing.id;
    }
    if (body.parentId === ROOT_ID) {
      if (!body.code) throw invalid('requiredField', { field: 'code' });
      if (await repo.exists(t, body.code, PARENT_KEY)) throw conflict('dictCodeExists', { code: body.code }).at('code');
      const row = await repo.insert({
        tenantId: t,
        parentId: ROOT_ID,
        code: body.code,
        dictKey: PARENT_KEY,
        dictValue: body.dictValue,
        dictValueEn: body.dictValueEn,
        sort: body.sort,
        remark: body.remark,
        isSealed: body.isSealed,
        createUser: auth.userId,
      });
      return row.id;
    }
    const parent = await repo.find(t, body.parentId);
    if (!parent || parent.parentId !== ROOT_ID) throw invalid('parentNotFound');
    if (!body.dictKey) throw invalid('requiredField', { field: 'dictKey' });
    if (await repo.exists(t, parent.code, body.dictKey))
      throw conflict('dictKeyExists', { code: parent.code, key: body.dictKey }).at('dictKey');
    const row = await repo.insert({
      tenantId: t,
      parentId: parent.id,
      code: parent.code,
      dictKey: body.dictKey,
      dictValue: body.dictValue,
      dictValueEn: body.dictValueEn,
      sort: body.sort,
      remark: body.remark,
      isSealed: body.isSealed,
      createUser: auth.userId,
    });
    return row.id;
  }

  return {
    async parentPage(auth: AuthUser, q: PageParams & { code?: string; dictValue?: string }): Promise<Page<DictRecord>> {
      const sort = sortOf(q);
      const { rows, total } = await repo.parentPage(auth.tenantId, q, sort, q.size, offsetOf(q));
      return pageOf(rows.map(toRecord), total, q);
    },

    async childPage(
      auth: AuthUser,
      q: PageParams & { parentId: string; dictKey?: string; dictValue?: string },
    ): Promise<Page<DictRecord>> {
      const sort = sortOf(q);
      const { rows, total } = await repo.childPage(auth.tenantId, q.parentId, q, sort, q.size, offsetOf(q));
      return pageOf(rows.map(toRecord), total, q);
    },

    async list(auth: AuthUser, q: { code?: string; parentId?: string }): Promise<DictRecord[]> {
      return (await repo.list(auth.tenantId, q)).map((r) => toRecord({ ...r, itemCount: 0 }));
    },

    async detail(auth: AuthUser, id: string): Promise<DictRecord> {
      const row = await repo.find(auth.tenantId, id);
      if (!row) throw notFound();
      return toRecord(row);
    },

    /** `code=DICT`: every dictionary with its items; any other code: that dictionary's items. */
    async tree(auth: AuthUser, code: string): Promise<DictTreeNode[]> {
      const rows = await repo.list(auth.tenantId, code === 'DICT' ? {} : { code });
      const node = (r: (typeof rows)[number]): DictTreeNode => ({
        id: r.id,
        parentId: r.parentId,
        code: r.code,
        dictKey: r.dictKey,
        title: r.dictValue,
        titleEn: r.dictValueEn,
        children: rows.filter((c) => c.parentId === r.id).map(node),
      });
      return code === 'DICT'
        ? rows.filter((r) => r.parentId === ROOT_ID).map(node)
        : rows.filter((r) => r.parentId !== ROOT_ID).map(node);
    },

    async submit(auth: AuthUser, body: DictSubmit): Promise<DictRecord> {
      await requirePermission(permissions, auth, body.id ? 'dict_edit' : 'dict_add');
      const id = await addOrUpdate(auth, body);
      await changed();
      return toRecord((await repo.find(auth.tenantId, id))!);
    },

    async remove(auth: AuthUser, ids: string[]): Promise<number> {
      const rows = await repo.findMany(auth.tenantId, ids);
      const sealed = rows.find((r) => r.isSealed === 1);
      if (sealed) throw conflict('dictSealed', { name: sealed.dictValue });
      const removed = await repo.remove(
        auth.tenantId,
        rows.map((r) => r.id),
        auth.userId,
      );
      await changed();
      return removed;
    },

    /** Items of a code for selects and tags; cached per tenant until a dictionary changes or the cache is cleared. */
    dictionary(auth: AuthUser, code: string): Promise<DictItem[]> {
      return cache.get(`${auth.tenantId}:${code}`, () => repo.items(auth.tenantId, code));
    },

    copySealed: repo.copySealed,
  };
}
export type DictService = ReturnType<typeof createDictService>;
