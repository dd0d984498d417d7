import type { GrantNode, MenuRecord, MenuSubmit, TopMenu, TopMenuSubmit } from '@invest/contract/menu';
import type { CacheHub } from '../../caches.js';
import { MENU_CATEGORY } from '../../db/schema/menu.js';
import type { AuthUser } from '../../http/auth-context.js';
import { invalid, conflict, notFound } from '../../errors.js';
import { requirePermission, type PermissionCheck } from '../../http/permission.js';
import { requireSuperAdmin } from '../../http/super.js';
import { buildTree, isSelfOrDescendant } from '../../http/tree.js';
import type { MenuRepo, MenuRow, TopMenuRow } from './repo.js';

const toRecord = (m: MenuRow, hasChildren: boolean): MenuRecord => ({
  id: m.id,
  parentId: m.parentId,
  code: m.code,
  name: m.name,
  nameEn: m.nameEn,
  path: m.path,
  source: m.source,
  sort: m.sort,
  category: m.category,
  action: m.action,
  keepAlive: m.keepAlive,
  isShow: m.isShow,
  remark: m.remark,
  roles: m.roles,
  group: m.menuGroup,
  query: m.query,
  hasChildren,
});

export const toGrantTree = (menus: MenuRow[]): GrantNode[] =>
  buildTree(menus, (m, children: GrantNode[]) => ({
    id: m.id,
    parentId: m.parentId,
    code: m.code,
    name: m.name,
    nameEn: m.nameEn,
    category: m.category,
    children,
  }));

const toTopMenu = (t: TopMenuRow): TopMenu => ({
  id: t.id,
  code: t.code,
  name: t.name,
  nameEn: t.nameEn,
  source: t.source,
  sort: t.sort,
});

/** Menu and top-menu management: shared by all tenants, changed only by the super administrator. */
export function createMenuAdmin(repo: MenuRepo, caches: CacheHub, permissions: PermissionCheck) {
  const changed = () => caches.clear('menu');

  async function detail(id: string): Promise<MenuRecord> {
    const row = await repo.findMenu(id);
    if (!row) throw notFound();
    return toRecord(row, (await repo.childrenOf([id])).length > 0);
  }

  return {
    async lazyList(q: { parentId: string; name?: string; code?: string }, menusOnly = false): Promise<MenuRecord[]> {
      const rows = await repo.children(q.parentId, { ...q, category: menusOnly ? MENU_CATEGORY.menu : undefined });
      return rows.map((r) => toRecord(r.row, Boolean(r.hasChildren)));
    },

    async tree(): Promise<GrantNode[]> {
      return toGrantTree(await repo.allMenus());
    },

    detail,

    async submit(auth: AuthUser, body: MenuSubmit): Promise<MenuRecord> {
      requireSuperAdmin(auth);
      await requirePermission(permissions, auth, body.id ? 'menu_edit' : 'menu_add');
      if (await repo.menuCodeTaken(body.code, body.id))
        throw conflict('menuCodeExists', { code: body.code }).at('code');
      if (body.parentId !== '0') {
        const parent = await repo.findMenu(body.parentId);
        if (!parent) throw invalid('parentNotFound');
        if (parent.category === MENU_CATEGORY.button) throw invalid('buttonNeedsMenu');
        if (body.id && isSelfOrDescendant(await repo.allMenus(), body.id, body.parentId))
          throw invalid('parentInvalid');
      } else if (body.category === MENU_CATEGORY.button) {
        throw invalid('buttonNeedsMenu');
      }
      const { id, group, ...rest } = body;
      const fields = { ...rest, menuGroup: group };
      let saved: string;
      if (id) {
        if (!(await repo.findMenu(id))) throw notFound();
        await repo.updateMenu(id, { ...fields, updateUser: auth.userId });
        saved = id;
      } else {
        saved = (await repo.insertMenu({ ...fields, createUser: auth.userId })).id;
      }
      await changed();
      return detail(saved);
    },

    async remove(auth: AuthUser, ids: string[]): Promise<number> {
      requireSuperAdmin(auth);
      const orphan = (await repo.childrenOf(ids)).find((child) => !ids.includes(child.id));
      if (orphan) {
        const parent = await repo.findMenu(orphan.parentId);
        throw conflict('hasChildren', { name: parent?.name ?? '' });
      }
      const removed = await repo.removeMenus(ids, auth.userId);
      await changed();
      return removed;
    },

    async topMenus(): Promise<TopMenu[]> {
      return (await repo.topMenus()).map(toTopMenu);
    },

    async topMenuDetail(id: string): Promise<TopMenu & { menuIds: string[] }> {
      const row = await repo.findTopMenu(id);
      if (!row) throw notFound();
      return { ...toTopMenu(row), menuIds: await repo.topMenuMenuIds(id) };
    },

    async submitTopMenu(auth: AuthUser, body: TopMenuSubmit): Promise<TopMenu> {
      requireSuperAdmin(auth);
      await requirePermission(permissions, auth, body.id ? 'topmenu_edit' : 'topmenu_add');
      if (await repo.topMenuCodeTaken(body.code, body.id))
        throw conflict('menuCodeExists', { code: body.code }).at('code');
      const { id, ...fields } = body;
      let saved: string;
      if (id) {
        if (!(await repo.findTopMenu(id))) throw notFound();
        await repo.updateTopMenu(id, { ...fields, updateUser: auth.userId });
        saved = id;
      } else {
        saved = (await repo.insertTopMenu({ ...fields, createUser: auth.userId })).id;
      }
      await changed();
      return toTopMenu((await repo.findTopMenu(saved))!);
    },

    async removeTopMenus(auth: AuthUser, ids: string[]): Promise<number> {
      requireSuperAdmin(auth);
      const removed = await repo.removeTopMenus(ids, auth.userId);
      await changed();
      return removed;
    },

    async grantTopMenus(auth: AuthUser, topMenuIds: string[], menuIds: string[]): Promise<void> {
      requireSuperAdmin(auth);
      for (const id of topMenuIds) if (!(await repo.findTopMenu(id))) throw notFound();
      const known = new Set((await repo.allMenus()).map((m) => m.id));
      await repo.setTopMenuMenus(
        topMenuIds,
        menuIds.filter((id) => known.has(id)),
      );
      await changed();
    },
  };
}
export type MenuAdmin = ReturnType<typeof createMenuAdmin>;
