import type { GrantNode } from '@invest/contract/menu';
import type { RoleGrant, RoleNode, RoleSubmit } from '@invest/contract/role';
import type { CacheHub } from '../../caches.js';
import { SESSION_CACHE } from '../auth/service.js';
import { isSuperAdmin, SUPER_ROLE, type AuthUser } from '../../http/auth-context.js';
import { conflict, forbidden, invalid, notFound } from '../../errors.js';
import { requirePermission, type PermissionCheck } from '../../http/permission.js';
import { buildTree, isSelfOrDescendant } from '../../http/tree.js';
import { toGrantTree } from '../menu/manage.js';
import type { MenuService } from '../menu/service.js';
import type { RoleRepo } from './repo.js';

/** Roles of a tenant and what they grant. */
export function createRoleService(repo: RoleRepo, menus: MenuService, caches: CacheHub, permissions: PermissionCheck) {
  /** What the caller may grant: everything for the super administrator, otherwise what the caller holds. */
  async function grantable(auth: AuthUser) {
    const all = await menus.allMenus();
    if (isSuperAdmin(auth)) return all;
    const mine = new Set(await repo.grantedMenuIds(auth.roleIds));
    return all.filter((m) => mine.has(m.id));
  }

  async function detail(auth: AuthUser, id: string) {
    const row = await repo.find(auth.tenantId, id);
    if (!row) throw notFound();
    return {
      id: row.id,
      parentId: row.parentId,
      roleName: row.roleName,
      roleNameEn: row.roleNameEn,
      roleAlias: row.roleAlias,
      sort: row.sort,
    };
  }

  return {
    detail,

    /** A new tenant's roles: copies of one tenant's roles (the super role excepted) with their grants. */
    async copyRoles(fromTenant: string, toTenant: string): Promise<Map<string, string>> {
      const source = (await repo.all(fromTenant)).filter((r) => r.roleAlias !== SUPER_ROLE);
      const ids = new Map<string, string>();
      for (const r of source) {
        const copy = await repo.insert({
          tenantId: toTenant,
          roleName: r.roleName,
          roleNameEn: r.roleNameEn,
          roleAlias: r.roleAlias,
          sort: r.sort,
        });
        ids.set(r.roleAlias, copy.id);
        await repo.setGrants([copy.id], await repo.grantedMenuIds([r.id]));
      }
      return ids;
    },

    /**
     * Checks roles to give a user: they exist in the caller's tenant, and together grant nothing
     * the caller lacks (so the super role only from the super administrator).
     */
    async assignable(auth: AuthUser, roleIds: string[]): Promise<string[]> {
      const roles = await repo.findMany(auth.tenantId, roleIds);
      if (roles.length !== new Set(roleIds).size) throw invalid('roleNotFound');
      const given = {
        tenantId: auth.tenantId,
        roleIds: roles.map((r) => r.id),
        roleAliases: roles.map((r) => r.roleAlias),
      };
      if (!(await menus.coversRights(auth, given))) throw forbidden('roleBeyondOwnRights');
      return roles.map((r) => r.id);
    },

    async tree(auth: AuthUser, f: { roleName?: string; roleAlias?: string } = {}): Promise<RoleNode[]> {
      let rows = await repo.all(auth.tenantId);
      if (f.roleName || f.roleAlias) {
        rows = rows.filter(
          (r) =>
            (!f.roleName ||
              [r.roleName, r.roleNameEn].some((n) => n.toLowerCase().includes(f.roleName!.toLowerCase()))) &&
            (!f.roleAlias || r.roleAlias.toLowerCase().includes(f.roleAlias.toLowerCase())),
        );
      }
      const counts = await repo.userCounts(rows.map((r) => r.id));
      return buildTree(rows, (r, children: RoleNode[]) => ({
        id: r.id,
        parentId: r.parentId,
        roleName: r.roleName,
        roleNameEn: r.roleNameEn,
        roleAlias: r.roleAlias,
        sort: r.sort,
        userCount: counts.get(r.id) ?? 0,
        children,
      }));
    },

    async submit(auth: AuthUser, body: RoleSubmit) {
      await requirePermission(permissions, auth, body.id ? 'role_edit' : 'role_add');
      const t = auth.tenantId;
      const existing = body.id ? await repo.find(t, body.id) : undefined;
      if (body.id && !existing) throw notFound();
      // The super role's code is the product's; nobody may mint or rename one.
      if (body.roleAlias === SUPER_ROLE && existing?.roleAlias !== SUPER_ROLE) {
        throw invalid('roleAliasReserved', { alias: body.roleAlias });
      }
      if (existing?.roleAlias === SUPER_ROLE && body.roleAlias !== SUPER_ROLE) {
        throw invalid('roleAliasReserved', { alias: SUPER_ROLE });
      }
      if (await repo.aliasTaken(t, body.roleAlias, body.id))
        throw conflict('roleAliasExists', { alias: body.roleAlias }).at('roleAlias');
      if (body.parentId !== '0') {
        if (!(await repo.find(t, body.parentId))) throw invalid('parentNotFound');
        if (body.id && isSelfOrDescendant(await repo.all(t), body.id, body.parentId)) throw invalid('parentInvalid');
      }
      const fields = {
        parentId: body.parentId,
        roleName: body.roleName,
        roleNameEn: body.roleNameEn,
        roleAlias: body.roleAlias,
        sort: body.sort,
      };
      if (existing) {
        await repo.update(t, existing.id, { ...fields, updateUser: auth.userId });
        // Its holders' open sessions carry the role's code and order.
        await caches.clear(SESSION_CACHE.name);
        return detail(auth, existing.id);
      }
      const row = await repo.insert({ ...fields, tenantId: t, createUser: auth.userId });
      return detail(auth, row.id);
    },

    async remove(auth: AuthUser, ids: string[]): Promise<number> {
      const all = await repo.all(auth.tenantId);
      const targets = all.filter((r) => ids.includes(r.id));
      const counts = await repo.userCounts(targets.map((r) => r.id));
      for (const r of targets) {
        if (r.roleAlias === SUPER_ROLE) throw invalid('roleAliasReserved', { alias: SUPER_ROLE });
        if ((counts.get(r.id) ?? 0) > 0) throw conflict('roleInUse', { name: r.roleName });
        if (all.some((c) => c.parentId === r.id && !ids.includes(c.id)))
          throw conflict('hasChildren', { name: r.roleName });
      }
      // Only roles nobody holds are removed: no open session carries them.
      return repo.remove(
        auth.tenantId,
        targets.map((r) => r.id),
        auth.userId,
      );
    },

    /** The checkbox tree the caller can grant from. */
    async grantTree(auth: AuthUser): Promise<GrantNode[]> {
      return toGrantTree(await grantable(auth));
    },

    /** The menus and buttons the listed roles grant now (the boxes to tick). */
    async grantedKeys(auth: AuthUser, roleIds: string[]): Promise<string[]> {
      const roles = await repo.findMany(auth.tenantId, roleIds);
      return repo.grantedMenuIds(roles.map((r) => r.id));
    },

    /** Replaces the grants of roles of the caller's tenant; effective at each user's next menu load. */
    async grant(auth: AuthUser, body: RoleGrant): Promise<void> {
      const roles = await repo.findMany(auth.tenantId, body.roleIds);
      if (roles.length !== new Set(body.roleIds).size) throw notFound();
      if (roles.some((r) => r.roleAlias === SUPER_ROLE) && !isSuperAdmin(auth)) throw forbidden();
      const allowed = new Set((await grantable(auth)).map((m) => m.id));
      if (body.menuIds.some((id) => !allowed.has(id))) throw forbidden('grantBeyondOwn');
      await repo.setGrants(
        roles.map((r) => r.id),
        [...new Set(body.menuIds)],
      );
      await caches.clear('menu');
    },
  };
}
export type RoleService = ReturnType<typeof createRoleService>;
