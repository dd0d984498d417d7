import type { ButtonNode, MenuRoute, TopMenu } from '@invest/contract/menu';
import { isSuperAdmin, type AuthUser, type RightsHolder } from '../../http/auth-context.js';
import { MENU_CATEGORY } from '../../db/schema/menu.js';
import type { CacheHub } from '../../caches.js';
import type { MenuRepo, MenuRow } from './repo.js';
import { pinyinKeys } from './pinyin.js';

export function createMenuService(repo: MenuRepo, caches: CacheHub) {
  // Menus and grants, and what each set of roles sees of them (the menu and the buttons, built
  // once, pinyin keys included): every signed-in page asks for them, and they change rarely.
  const menusCache = caches.cache<MenuRow[]>('menu');
  const grantsCache = caches.cache<Set<string>>('menu');
  // Keyed by what callers send (a top menu id): bounded.
  const routesCache = caches.cache<MenuRoute[]>('menu', { max: 1000 });
  const buttonsCache = caches.cache<ButtonNode[]>('menu', { max: 1000 });
  const topMenusCache = caches.cache<TopMenu[]>('menu', { max: 1000 });

  function allMenus(): Promise<MenuRow[]> {
    return menusCache.get('all', () => repo.allMenus());
  }

  /** One key per set of rights: the super administrator's, or the roles held. */
  const rightsKey = (auth: RightsHolder) => (isSuperAdmin(auth) ? '*' : [...auth.roleIds].sort().join(','));

  async function grantedIds(auth: RightsHolder): Promise<Set<string>> {
    if (isSuperAdmin(auth)) return new Set((await allMenus()).map((m) => m.id));
    return grantsCache.get(rightsKey(auth), async () => new Set(await repo.grantedMenuIds(auth.roleIds)));
  }

  function toRoute(m: MenuRow, children: MenuRoute[]): MenuRoute {
    const keepAlive = m.keepAlive === 1;
    return {
      id: m.id,
      parentId: m.parentId,
      code: m.code,
      name: m.name,
      nameEn: m.nameEn,
      path: m.path,
      source: m.source,
      sort: m.sort,
      keepAlive,
      isShow: m.isShow === 1,
      // Spec §5: no roles means no restriction beyond the grants, so the key is left out.
      meta: m.roles.length ? { i18n: m.code, keepAlive, roles: m.roles } : { i18n: m.code, keepAlive },
      group: m.menuGroup,
      query: Object.fromEntries(new URLSearchParams(m.query)),
      pinyin: pinyinKeys(m.name),
      children,
    };
  }

  async function buildRoutes(auth: RightsHolder, topMenuId: string | undefined): Promise<MenuRoute[]> {
    const menus = (await allMenus()).filter((m) => m.category === MENU_CATEGORY.menu);
    const granted = await grantedIds(auth);
    const inTopMenu = topMenuId ? new Set(await repo.topMenuMenuIds(topMenuId)) : undefined;
    const byId = new Map(menus.map((m) => [m.id, m]));
    const shown = new Set<string>();
    for (const m of menus) {
      if (!granted.has(m.id) || (inTopMenu && !inTopMenu.has(m.id))) continue;
      for (let cur: MenuRow | undefined = m; cur && !shown.has(cur.id); cur = byId.get(cur.parentId)) {
        shown.add(cur.id);
      }
    }
    const build = (parentId: string): MenuRoute[] =>
      menus.filter((m) => m.parentId === parentId && shown.has(m.id)).map((m) => toRoute(m, build(m.id)));
    return build('0');
  }

  async function buildButtons(auth: RightsHolder): Promise<ButtonNode[]> {
    const menus = await allMenus();
    const granted = await grantedIds(auth);
    const groups = new Map<string, ButtonNode[]>();
    for (const m of menus) {
      if (m.category !== MENU_CATEGORY.button || !granted.has(m.id)) continue;
      const list = groups.get(m.parentId) ?? [];
      list.push({ code: m.code, name: m.name, nameEn: m.nameEn, children: [] });
      groups.set(m.parentId, list);
    }
    return menus
      .filter((m) => groups.has(m.id))
      .map((m) => ({ code: m.code, name: m.name, nameEn: m.nameEn, children: groups.get(m.id)! }));
  }

  return {
    allMenus,

    /** Computes every menu's search keys ahead of the first menu asked for (server start). */
    async warm(): Promise<void> {
      for (const m of await allMenus()) pinyinKeys(m.name);
    },

    /** The caller's menu: granted menus (within a top menu when one is named) with their ancestors. */
    routes(auth: AuthUser, topMenuId?: string): Promise<MenuRoute[]> {
      return routesCache.get(`${rightsKey(auth)}|${topMenuId ?? ''}`, () => buildRoutes(auth, topMenuId));
    },

    /** Granted button codes grouped under their menus; every leaf is a permission. */
    buttons(auth: AuthUser): Promise<ButtonNode[]> {
      return buttonsCache.get(rightsKey(auth), () => buildButtons(auth));
    },

    /**
     * The top menus worth offering the caller: those whose menu, for this caller, holds a visible
     * page beyond the pages every top menu holds (home, dashboard). Without one, choosing it would
     * show an empty side menu (issue 14).
     */
    async topMenus(auth: AuthUser): Promise<TopMenu[]> {
      // Like the routes it reads, the answer depends only on the caller's rights: one per rights set.
      return topMenusCache.get(rightsKey(auth), async () => {
        const rows = await repo.topMenus();
        const held = await Promise.all(rows.map((t) => repo.topMenuMenuIds(t.id)));
        // With a single top menu nothing is "shared": its pages are its own.
        const shared = rows.length > 1 ? held.reduce((all, ids) => all.filter((id) => ids.includes(id))) : [];
        const offered = await Promise.all(
          rows.map(async (t) => visiblePageIds(await this.routes(auth, t.id)).some((id) => !shared.includes(id))),
        );
        return rows
          .filter((_, i) => offered[i])
          .map((t) => ({ id: t.id, code: t.code, name: t.name, nameEn: t.nameEn, source: t.source, sort: t.sort }));
      });
    },

    /** Whether a console path belongs to a menu page of any role (deleted menus aside). */
    async isMenuPath(path: string): Promise<boolean> {
      const wanted = consolePath(path);
      if (!wanted) return false;
      return (await allMenus()).some((m) => m.category === MENU_CATEGORY.menu && consolePath(m.path) === wanted);
    },

    /**
     * Whether `actor` holds every right `subject` holds: who may manage an account, or give a
     * role. The super administrator is covered only by another super administrator.
     */
    async coversRights(actor: RightsHolder, subject: RightsHolder): Promise<boolean> {
      if (isSuperAdmin(actor)) return true;
      if (isSuperAdmin(subject)) return false;
      const [mine, theirs] = await Promise.all([grantedIds(actor), grantedIds(subject)]);
      for (const id of theirs) if (!mine.has(id)) return false;
      return true;
    },

    /** Whether the caller's roles grant at least one of these menu or button codes. */
    async hasAnyPermission(auth: AuthUser, codes: string[]): Promise<boolean> {
      if (isSuperAdmin(auth)) return true;
      const granted = await grantedIds(auth);
      return (await allMenus()).some((m) => codes.includes(m.code) && granted.has(m.id));
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;

/** A menu path as the console routes it: trimmed, with a leading slash and no trailing one. */
function consolePath(path: string): string {
  const p = path.trim().replace(/\/+$/, '');
  return p && !p.startsWith('/') ? `/${p}` : p;
}

/** The ids of the pages a menu tree shows: visible leaves under visible groups. */
function visiblePageIds(tree: MenuRoute[]): string[] {
  return tree
    .filter((m) => m.isShow)
    .flatMap((m) => (m.children.length ? visiblePageIds(m.children) : m.path.trim() ? [m.id] : []));
}
